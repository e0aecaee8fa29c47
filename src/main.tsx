import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import 'virtual:uno.css';
import './ui/global.css';
import { createAppRoot } from './app/root';
import { createAuthClient } from './auth';
import { AuthProvider } from './auth/react';
import { GenerateEnvProvider } from './features/generate/env-context';
import { createAppRouter } from './router';
import { ServicesProvider } from './state/services';
import { registerServiceWorker } from './state/pwa';
import { setSignedInName } from './state/title-byline';

// Registered here, once, not in a hook: StrictMode would register it twice.
registerServiceWorker();

// Created before the first render: the stored session is read synchronously,
// so a reload of a protected page never flashes the login screen.
const auth = createAuthClient();
// The stores and services: made once their code has loaded (see src/app/root.ts).
const root = createAppRoot();
const router = createAppRouter(auth, root.services);
// New decks name the signed-in user on their title slide.
setSignedInName(auth.getSession()?.user.fullName);
auth.onChange((session) => setSignedInName(session?.user.fullName));

// Storage housekeeping loads after the first render: the landing page does not need Dexie to paint.
// Then the call log, the offline outbox and the media job start.
root.start({ navigate: (href) => router.history.push(href) }).catch((error: unknown) => console.error('[decksmith] storage start-up failed', error));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
createRoot(rootElement).render(
  <StrictMode>
    <AuthProvider auth={auth}>
      <ServicesProvider services={root.services}>
        <GenerateEnvProvider env={root.generate}>
          <RouterProvider router={router} />
        </GenerateEnvProvider>
      </ServicesProvider>
    </AuthProvider>
  </StrictMode>,
);
