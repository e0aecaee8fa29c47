import { createFileRoute } from '@tanstack/react-router';
import { SimpleTypewriterTest } from '../../features/demos/TypewriterDemos';

export const Route = createFileRoute('/_authenticated/simple-typewriter-test')({
  component: SimpleTypewriterTest,
});
