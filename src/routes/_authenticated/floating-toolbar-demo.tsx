import { createFileRoute } from '@tanstack/react-router';
import { FloatingToolbarDemo } from '../../features/demos/FloatingToolbarDemo';

export const Route = createFileRoute('/_authenticated/floating-toolbar-demo')({
  component: FloatingToolbarDemo,
});
