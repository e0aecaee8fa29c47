import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/app')({
  component: () => <main className="p-8"><h1 className="text-2xl font-semibold">Your presentations</h1></main>,
});
