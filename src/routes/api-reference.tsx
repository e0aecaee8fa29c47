import { createFileRoute } from '@tanstack/react-router';
import { ApiReferencePage } from '../features/pages/api/ApiReferencePage';

export const Route = createFileRoute('/api-reference')({
  component: ApiReferencePage,
});
