import { serve } from '@hono/node-server';
import { createBuiltinProvider } from './builtin/index';
import { createApp } from './app';
import { loadEnv } from './env';
import { sharedExtractService } from './extract/service';
import { createLoopStats } from './http/loop-stats';
import { createImageProvider } from './providers/images/index';
import { createLlmProvider } from './providers/llm/index';

/** Starts Decksmith: the built app and the generation API on one origin. */
function main(): void {
  const env = loadEnv();
  const llm = createLlmProvider(env, {
    builtin: () => createBuiltinProvider({ slideDelayMs: env.BUILTIN_SLIDE_DELAY_MS }),
    // LLM_PROVIDER unset: a model downloaded while the server runs writes the next deck.
    autoLocal: !process.env.LLM_PROVIDER?.trim(),
    onAutoSwitch: (writer) => console.log(`[server] a local model is installed: decks are now written by ${writer.name}`),
  });
  // Built here so a bad IMAGE_* setting stops the start with its message, not the first image call.
  const images = createImageProvider(env);
  // Benchmarks read the server's own event-loop delay from /api/health (bench/abuse.ts).
  const loopStats = process.env.HEALTH_LOOP_STATS === '1' ? createLoopStats() : undefined;
  const app = createApp({ env, llm, images, ...(loopStats ? { loopStats } : {}) });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Decksmith is running at http://${info.address}:${info.port} (generator: ${llm.name})`);
    void llm.warmUp?.().catch((error: unknown) => console.warn('[server] warm-up failed:', error));
    // Documents are read on worker threads that load the engine and pdf.js (seconds): start them now, not on the first upload.
    sharedExtractService().warmUp();
  });
  // Backstops behind the per-request body deadline (BODY_TIMEOUT_MS, a 408 with a message): a client that
  // never finishes its headers, or a request the deadline cannot see, is cut off by Node after these.
  if ('requestTimeout' in server) {
    server.headersTimeout = Math.min(env.BODY_TIMEOUT_MS, 60_000);
    server.requestTimeout = env.BODY_TIMEOUT_MS + 10_000;
  }
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
