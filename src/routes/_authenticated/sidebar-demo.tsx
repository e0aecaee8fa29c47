import { createFileRoute } from '@tanstack/react-router';
import { SidebarDemo } from '../../features/demos/SidebarDemo';

export const Route = createFileRoute('/_authenticated/sidebar-demo')({
  component: SidebarDemo,
});
