import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../features/pages/help/SupportPage';

export const Route = createFileRoute('/support')({
  component: SupportPage,
});
