import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/contact/ContactPage';

export const Route = createFileRoute('/contactus')({
  component: ContactPage,
});
