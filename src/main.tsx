import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import 'virtual:uno.css';
import './ui/global.css';
import { router } from './router';
import { registerServiceWorker } from './ui/pwa';

// Registered here, once, not in a hook: StrictMode would register it twice.
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
