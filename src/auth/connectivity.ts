/** The two supabase-js auth calls the connectivity binding drives. */
export interface AutoRefreshControls {
  startAutoRefresh(): Promise<void>;
  stopAutoRefresh(): Promise<void>;
}

/**
 * Pauses token refresh while the device is offline and resumes it when the
 * network returns. Offline, each refresh attempt fails and retries for
 * about 25 s; pausing keeps the stored session untouched instead.
 * Returns the function that removes the listeners.
 */
export function bindConnectivity(target: EventTarget, controls: AutoRefreshControls, isOnline: () => boolean): () => void {
  const log = (error: unknown) => console.error('[auth] auto-refresh toggle failed', error);
  const onOffline = () => void controls.stopAutoRefresh().catch(log);
  const onOnline = () => void controls.startAutoRefresh().catch(log);
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  if (!isOnline()) onOffline();
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
