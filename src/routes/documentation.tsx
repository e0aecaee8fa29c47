import { createFileRoute } from '@tanstack/react-router';
import { DocumentationPage } from '../features/pages/help/DocumentationPage';

export const Route = createFileRoute('/documentation')({
  component: DocumentationPage,
});
