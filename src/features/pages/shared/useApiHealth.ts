import { useCallback, useEffect, useState } from 'react';
import { fetchHealth } from '../../../api/health';
import type { HealthResponse } from '../../../protocol/requests';

export type ApiHealth =
  | { kind: 'checking'; checkedAt: null }
  | { kind: 'up'; health: HealthResponse; checkedAt: number }
  | { kind: 'down'; checkedAt: number };

/**
 * Live state of the generation server from GET /api/health. With
 * `refreshMs`, it checks again on that period and whenever the browser
 * comes back online (an `online` event alone proves nothing about the server).
 */
export function useApiHealth(refreshMs?: number): { api: ApiHealth; checking: boolean; refresh: () => void } {
  const [api, setApi] = useState<ApiHealth>({ kind: 'checking', checkedAt: null });
  const [checking, setChecking] = useState(true);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    const check = async () => {
      setChecking(true);
      const health = await fetchHealth(ctrl.signal);
      if (ctrl.signal.aborted) return;
      setApi(health ? { kind: 'up', health, checkedAt: Date.now() } : { kind: 'down', checkedAt: Date.now() });
      setChecking(false);
    };
    void check();
    if (!refreshMs) return () => ctrl.abort();
    const timer = setInterval(() => void check(), refreshMs);
    window.addEventListener('online', check);
    return () => {
      ctrl.abort();
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [refreshMs, round]);

  return { api, checking, refresh };
}
