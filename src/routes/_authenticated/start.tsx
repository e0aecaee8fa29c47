import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../features/start';

export const Route = createFileRoute('/_authenticated/start')({
  component: StartPage,
});
