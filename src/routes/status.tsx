import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../features/pages/status/StatusPage';

export const Route = createFileRoute('/status')({
  component: StatusPage,
});
