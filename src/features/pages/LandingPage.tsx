import { useEffect, useState } from 'react';
import { fetchHealth } from '../../api/health';
import type { HealthResponse } from '../../protocol/requests';

type ApiState = { kind: 'checking' } | { kind: 'up'; health: HealthResponse } | { kind: 'down' };

/** Marketing home (minimal for now; the full page arrives with the shell). */
export function LandingPage() {
  const api = useApiState();
  return (
    <main className="min-h-screen flex flex-col items-center justify-center gap-6 px-6 text-center bg-gradient-to-b from-indigo-50 to-white">
      <h1 className="text-5xl font-bold tracking-tight text-slate-900">Decksmith</h1>
      <p className="max-w-xl text-lg text-slate-600">
        Turn a topic, pasted text or a document into a slide deck: review the outline, watch the deck write itself,
        then edit, present and export it — even offline.
      </p>
      <p className="text-sm text-slate-500" data-testid="api-status">
        {api.kind === 'checking' && 'Checking the generation service…'}
        {api.kind === 'up' && `Generation service online (${api.health.providers.llm} generator)`}
        {api.kind === 'down' && 'Generation service unreachable: saved decks still work offline.'}
      </p>
    </main>
  );
}

function useApiState(): ApiState {
  const [state, setState] = useState<ApiState>({ kind: 'checking' });
  useEffect(() => {
    const ctrl = new AbortController();
    void fetchHealth(ctrl.signal).then((health) => {
      if (!ctrl.signal.aborted) setState(health ? { kind: 'up', health } : { kind: 'down' });
    });
    return () => ctrl.abort();
  }, []);
  return state;
}
