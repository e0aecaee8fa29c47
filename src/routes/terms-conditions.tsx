import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/pages/legal/LegalPages';

export const Route = createFileRoute('/terms-conditions')({
  component: TermsPage,
});
