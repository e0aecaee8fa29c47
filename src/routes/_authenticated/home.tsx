import { createFileRoute } from '@tanstack/react-router';
import { EditorHomePage } from '../../features/dashboard/FlowPages';

export const Route = createFileRoute('/_authenticated/home')({
  component: EditorHomePage,
});
