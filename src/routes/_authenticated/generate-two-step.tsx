import { createFileRoute } from '@tanstack/react-router';
import { GenerateTwoStepPage } from '../../features/dashboard/FlowPages';

export const Route = createFileRoute('/_authenticated/generate-two-step')({
  component: GenerateTwoStepPage,
});
