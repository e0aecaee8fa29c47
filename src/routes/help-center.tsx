import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '../features/pages/help/HelpCenterPage';

export const Route = createFileRoute('/help-center')({
  component: HelpCenterPage,
});
