import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../screens/start/StartPage';

export const Route = createFileRoute('/_authenticated/start')({
  component: StartPage,
});
