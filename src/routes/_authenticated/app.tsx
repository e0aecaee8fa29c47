import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../screens/dashboard/DashboardPage';

export const Route = createFileRoute('/_authenticated/app')({
  component: DashboardPage,
});
