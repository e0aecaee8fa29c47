import { createFileRoute } from '@tanstack/react-router';
import { ApiConsole } from '../../features/demos/ApiConsole';

export const Route = createFileRoute('/_authenticated/console-test')({
  component: ApiConsole,
});
