/** Whether a media query matches now, following changes (useSyncExternalStore over matchMedia). */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const get = () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, get, () => fallback);
}
