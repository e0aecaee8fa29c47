import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import 'virtual:uno.css';
import './ui/global.css';
import { createAuthClient } from './auth';
import { AuthProvider } from './auth/react';
import { createAppRouter } from './router';
import { registerServiceWorker } from './state/pwa';
import { setSignedInName } from './state/title-byline';

// Registered here, once, not in a hook: StrictMode would register it twice.
registerServiceWorker();

// Created before the first render: the stored session is read synchronously,
// so a reload of a protected page never flashes the login screen.
const auth = createAuthClient();
const router = createAppRouter(auth);
// New decks name the signed-in user on their title slide.
setSignedInName(auth.getSession()?.user.fullName);
auth.onChange((session) => setSignedInName(session?.user.fullName));

// Storage housekeeping (quota info, persistence, other-tab upgrades) loads after
// the first render: the landing page does not need Dexie to paint. Then the call
// log goes to Dexie, the offline outbox starts draining (one tab at a time) and
// the media job starts getting the open deck's pictures.
void import('./state/storage')
  .then(({ initStorage }) => initStorage())
  .then(() => Promise.all([import('./state/call-log-sink'), import('./state/outbox-runner'), import('./state/deck-job'), import('./state/media-job-app')]))
  .then(([{ installCallLogSink }, { installOutbox }, { runDeckJob }, { installMediaJob }]) => {
    installCallLogSink();
    installOutbox(runDeckJob, { navigate: (href) => router.history.push(href) });
    installMediaJob();
  })
  .catch((error: unknown) => console.error('[decksmith] storage start-up failed', error));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
createRoot(rootElement).render(
  <StrictMode>
    <AuthProvider auth={auth}>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
