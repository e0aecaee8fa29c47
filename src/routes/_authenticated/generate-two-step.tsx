import { createFileRoute } from '@tanstack/react-router';
import { TwoStepDemoPage } from '../../screens/generate/TwoStepDemo';

export const Route = createFileRoute('/_authenticated/generate-two-step')({
  component: TwoStepDemoPage,
});
