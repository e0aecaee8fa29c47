import { createFileRoute } from '@tanstack/react-router';
import { TypewriterSpeedTest } from '../../features/demos/TypewriterDemos';

export const Route = createFileRoute('/_authenticated/typewriter-test')({
  component: TypewriterSpeedTest,
});
