/**
 * The scripted OpenAI-compatible model as a process, for end-to-end runs
 * and trying the app with a "model" writer without one: listens on
 * 127.0.0.1:OPENAI_DOUBLE_PORT (or a free port), prints its address, and
 * answers the outline, content and slide-rewrite calls with a fixed deck
 * about honeybees (a plain fallback deck for other subjects). Its German is
 * a phrase table of that deck's own sentences, not a translator. Point the
 * server at it with LLM_PROVIDER=openai-compatible,
 * LLM_BASE_URL=<address>/v1 and any LLM_MODEL. OPENAI_DOUBLE_DELAY_MS slows
 * the stream down (ms before each piece of 16 characters).
 */
import { startOpenAiDouble } from './model-double/server';

const port = Number(process.env.OPENAI_DOUBLE_PORT ?? 0);
const delayMs = Number(process.env.OPENAI_DOUBLE_DELAY_MS ?? 0);
void startOpenAiDouble({ port, delayMs }).then((double) => {
  console.log(`scripted OpenAI-compatible model at ${double.baseURL}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
