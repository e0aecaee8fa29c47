import { createFileRoute } from '@tanstack/react-router';
import { validateGallerySearch } from '../../features/demos/gallery-fixtures';
import { LayoutGallery } from '../../features/demos/LayoutGallery';

// /layout-gallery?layout=&size=&theme= : every layout drawn by the slide renderer (also the overflow test's fixture).
export const Route = createFileRoute('/_authenticated/layout-gallery')({
  validateSearch: validateGallerySearch,
  component: LayoutGalleryRoute,
});

function LayoutGalleryRoute() {
  return <LayoutGallery search={Route.useSearch()} />;
}
