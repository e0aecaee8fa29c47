import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../features/dashboard/FlowPages';

export const Route = createFileRoute('/_authenticated/start')({
  component: StartPage,
});
