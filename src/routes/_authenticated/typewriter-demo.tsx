import { createFileRoute } from '@tanstack/react-router';
import { TypewriterPlayground } from '../../features/demos/TypewriterDemos';

export const Route = createFileRoute('/_authenticated/typewriter-demo')({
  component: TypewriterPlayground,
});
