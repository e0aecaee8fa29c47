import { useEffect, useId, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { UNKNOWN_ERROR_OCCURRED, errorMessage } from '../../core/errors';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { createDeckStore } from '../../state/deck';
import { createGenerationStore, type GenerationStore } from '../../state/generation';
import { useServices } from '../../state/services';
import { AppPage } from '../frame/AppPage';
import { runTwoStep, type TwoStepSummary } from '../../features/generate/two-step';

type DemoResult = { kind: 'idle' } | { kind: 'running'; mode: 'fetch' | 'stream' } | { kind: 'done'; summary: TwoStepSummary | string } | { kind: 'error'; message: string };

/**
 * /generate-two-step: outline then content, once read whole
 * (non-streaming) and once through a generation store (streaming). The
 * store is private to the page, so the demo never touches the open deck.
 */
export function TwoStepDemoPage() {
  const id = useId();
  const [topic, setTopic] = useState('The history of aviation');
  const [result, setResult] = useState<DemoResult>({ kind: 'idle' });
  const { api } = useServices();
  const [store] = useState<GenerationStore>(() => createGenerationStore({ api, deck: createDeckStore() }));
  const running = result.kind === 'running';
  // Leaving the page stops the streaming run; nothing else reads its store.
  useEffect(() => () => store.cancel(), [store]);
  const config = createDefaultGenerationConfig({ input_text: topic, number_of_slides: 5 });

  const runFetch = async (): Promise<void> => {
    setResult({ kind: 'running', mode: 'fetch' });
    try {
      setResult({ kind: 'done', summary: await runTwoStep(api, config) });
    } catch (error) {
      setResult({ kind: 'error', message: errorMessage(error, UNKNOWN_ERROR_OCCURRED) });
    }
  };

  const runStream = async (): Promise<void> => {
    setResult({ kind: 'running', mode: 'stream' });
    store.reset();
    const outline = await store.generateOutline(config);
    const topics = snapshot(store.state).topics as OutlineTopic[];
    const deck = outline === 'done' ? await store.generateDeck(config, topics) : outline;
    if (deck === 'done') setResult({ kind: 'done', summary: `Streamed ${store.deck.state.slides.length} slides.` });
    else setResult({ kind: 'error', message: store.state.error ?? UNKNOWN_ERROR_OCCURRED });
  };

  return (
    <AppPage back="/generate" heading="Two-Step Generation" intro="Generate the outline first, then the slide content.">
      <div className="card mt-6 grid gap-4 p-6">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            Topic
          </label>
          <input id={id} value={topic} className="w-full rounded-lg border border-slate-300 px-3 py-2" onChange={(e) => setTopic(e.currentTarget.value)} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={running || topic.trim() === ''} onClick={() => void runFetch()}>
            Generate (two requests)
          </button>
          <button type="button" className="btn-ghost border border-slate-200" disabled={running || topic.trim() === ''} onClick={() => void runStream()}>
            Generate (streaming)
          </button>
        </div>
        {result.kind === 'running' && result.mode === 'stream' && <StreamProgress store={store} />}
        {result.kind === 'running' && result.mode === 'fetch' && <p role="status" className="m-0 text-sm text-slate-600">Waiting for the outline, then the content…</p>}
        {result.kind === 'error' && (
          <p role="alert" className="m-0 text-sm text-red-700">
            {result.message}
          </p>
        )}
        {result.kind === 'done' && (
          <pre data-testid="two-step-result" className="m-0 overflow-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
            {typeof result.summary === 'string' ? result.summary : JSON.stringify(result.summary, null, 2)}
          </pre>
        )}
      </div>
    </AppPage>
  );
}

function StreamProgress({ store }: { store: GenerationStore }) {
  const { status, statusMessage, topics } = useSnapshot(store.state);
  const slides = useSnapshot(store.deck.state).slides.length;
  return (
    <p role="status" className="m-0 text-sm text-slate-600">
      {status === 'streaming-outline' ? `Outline: ${topics.length} topics` : `Content: ${slides} slides`}
      {statusMessage ? ` · ${statusMessage}` : ''}
    </p>
  );
}
