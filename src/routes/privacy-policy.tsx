import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/pages/legal/LegalPages';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});
