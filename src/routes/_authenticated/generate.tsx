import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '../../features/dashboard/FlowPages';

export const Route = createFileRoute('/_authenticated/generate')({
  component: GeneratePage,
});
