/**
 * The composition root's services: every store and service with behaviour
 * is made here, once, and handed down (React context from
 * src/state/services, or parameters); no other module makes one when it is
 * imported. Loaded by src/app/root.ts after the first paint, as the landing
 * page needs none of it.
 */
import type { CallLogSink } from '../api/call-log';
import { createApiClient } from '../api/client';
import { fetchHealth } from '../api/health';
import { createMediaCalls, type MediaCalls } from '../api/media';
import { creditsRepository } from '../data/credits';
import { prefsRepository } from '../data/prefs';
import { presentationsRepository } from '../data/presentations';
import { sourcesRepository } from '../data/sources';
import { createGenerateEnv, type GenerateEnv } from '../features/generate/flow-app';
import { installCallLogSink } from '../state/call-log-sink';
import { createDeckStore } from '../state/deck';
import { createDeckJobs } from '../state/deck-job';
import { createEditor } from '../state/editor';
import { createGenerationStore } from '../state/generation';
import type { MediaJob } from '../state/media-job';
import { installMediaJob } from '../state/media-job-app';
import { createOutbox, type Outbox } from '../state/outbox-runner';
import { onOutboxWake, requestOutboxSync } from '../state/pwa';
import { createRewriter, type RewriteRunner } from '../state/rewrite/runner';
import { savedDecks } from '../state/rewrite/stored-replay';
import { createExcerpts } from '../state/source';
import type { Services } from '../state/services';
import { profileBylineFor } from '../state/title-byline';
import { createStreamClient } from '../workers/stream-client';

export interface StartOptions {
  /** In-app navigation (the router's), for a notification's click. */
  navigate: (href: string) => void;
}

export interface AppServices {
  services: Services;
  generate: GenerateEnv;
  /** Starts the background work once storage is up: the call log, the outbox, the media job. Once. */
  start(options: StartOptions): void;
}

/** The call log the clients write to: nowhere until storage is up, then Dexie. */
function switchableCallLog(): { log: CallLogSink; route: (sink: CallLogSink | null) => void } {
  let sink: CallLogSink | null = null;
  return {
    log: { append: (entry) => sink?.append(entry) },
    route: (next) => {
      sink = next;
    },
  };
}

/** Starts the call log, the outbox and the media job, in that order; returns the media job. */
function startBackground(services: Services, outbox: Outbox, rewriter: RewriteRunner, calls: MediaCalls, route: (sink: CallLogSink | null) => void, { navigate }: StartOptions): MediaJob {
  installCallLogSink(route);
  outbox.install((request, options) => services.jobs.runDeckJob(request, options), { navigate, runRewrite: (rewrite, options) => rewriter.replay(rewrite, options), releaseRewrite: (key) => rewriter.release(key) });
  rewriter.followQueue();
  return installMediaJob({ deck: services.deck, calls, generation: services.generation.state });
}

/** Makes the app's services: same-origin /api through the stream worker, the open deck, its editor and generation, the deck jobs and the outbox. */
export function createServices(): AppServices {
  const callLog = switchableCallLog();
  const api = createApiClient({ callLog: callLog.log, transport: createStreamClient() });
  const mediaCalls = createMediaCalls({ callLog: callLog.log });
  const deck = createDeckStore();
  const editor = createEditor(deck);
  const generation = createGenerationStore({ api, deck });
  // Resumes and replayed requests stream on a store of their own: the app's is on screen.
  const privateGeneration = () => createGenerationStore({ api, deck: createDeckStore() });
  const jobs = createDeckJobs({ generation, privateGeneration, byline: (language) => profileBylineFor(language, () => prefsRepository().get()) });
  const outbox = createOutbox({ createGeneration: privateGeneration, onWake: onOutboxWake, requestSync: requestOutboxSync });
  let mediaJob: MediaJob | null = null;
  const media = { retry: (key: string) => mediaJob?.retry(key) };
  const rewriter = createRewriter({ editor, edit: api.edit, credits: () => creditsRepository(), queue: outbox.rewrites, excerpts: createExcerpts(() => sourcesRepository()), stored: savedDecks(() => presentationsRepository()), serverWriter: async () => (await fetchHealth())?.providers.llm });
  const services: Services = { deck, editor, generation, api, jobs, outbox, media, rewriter };
  const generate = createGenerateEnv({ generation, jobs, deck, outbox });
  return {
    services,
    generate,
    start(options) {
      mediaJob ??= startBackground(services, outbox, rewriter, mediaCalls, callLog.route, options);
    },
  };
}
