import { createFileRoute } from '@tanstack/react-router';
import { TypewriterSequence } from '../../features/demos/TypewriterSequence';

export const Route = createFileRoute('/_authenticated/typewriter-demo-old')({
  component: TypewriterSequence,
});
