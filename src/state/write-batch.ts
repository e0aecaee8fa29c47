/**
 * Writes that can wait a little, gathered into one: items added within
 * `delayMs` of the first are written together, batches one after the other
 * (so their order holds), and `flush` writes what waits at once (the page
 * going hidden, a job stopping, a test). A failed write is the writer's to
 * report; the next batch goes on regardless.
 */
export interface WriteBatch<T> {
  add(item: T): void;
  /** Writes what waits now; resolves when every batch so far is written. */
  flush(): Promise<void>;
}

export function createWriteBatch<T>(delayMs: number, write: (items: T[]) => Promise<unknown>): WriteBatch<T> {
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) writing = writing.then(() => write(batch)).then(() => undefined, () => undefined);
    return writing;
  };
  return {
    add(item) {
      waiting.push(item);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

/** Calls `listener` each time the page goes hidden (closing a tab hides it first). Returns the stop. */
export function onPageHidden(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onChange = (): void => {
    if (document.visibilityState === 'hidden') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
