import { createFileRoute } from '@tanstack/react-router';
import { FloatingToolbarDemo } from '../../screens/demos/FloatingToolbarDemo';

export const Route = createFileRoute('/_authenticated/floating-toolbar-demo')({
  component: FloatingToolbarDemo,
});
