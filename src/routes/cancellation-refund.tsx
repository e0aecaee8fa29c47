import { createFileRoute } from '@tanstack/react-router';
import { RefundPage } from '../features/pages/legal/LegalPages';

export const Route = createFileRoute('/cancellation-refund')({
  component: RefundPage,
});
