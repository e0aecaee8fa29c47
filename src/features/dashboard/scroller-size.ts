/**
 * The deck scroller's size the last time the dashboard was measured, and the
 * window size it was measured in, remembered on this device. Coming back to
 * /app in a window of the same size, the first render lays the cards out at
 * that size, and the measurement that follows confirms it instead of laying
 * the whole page out a second time (bench dashboard: 'Back' to /app). A
 * wrong guess costs only what not guessing costs: one more render.
 */

export const SCROLLER_SIZE_KEY = 'decksmith.dashboard.scroller';

export interface ScrollerSize {
  windowWidth: number;
  windowHeight: number;
  width: number;
  height: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): Store | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const KEYS = ['windowWidth', 'windowHeight', 'width', 'height'] as const;

function isSize(value: unknown): value is ScrollerSize {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return KEYS.every((k) => typeof v[k] === 'number' && Number.isFinite(v[k]) && (v[k] as number) >= 0);
}

let remembered: ScrollerSize | undefined;

/** The scroller's size remembered for a window of this size, or undefined. */
export function rememberedScrollerSize(windowWidth: number, windowHeight: number, storage: Store | undefined = safeStorage()): { width: number; height: number } | undefined {
  if (remembered === undefined) {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(SCROLLER_SIZE_KEY) ?? 'null');
      if (isSize(parsed)) remembered = parsed;
    } catch {
      // Unreadable: measured as on a first visit.
    }
  }
  const r = remembered;
  return r && r.windowWidth === windowWidth && r.windowHeight === windowHeight ? { width: r.width, height: r.height } : undefined;
}

/** Remembers a measurement; writes only when it differs from what is remembered. */
export function rememberScrollerSize(size: ScrollerSize, storage: Store | undefined = safeStorage()): void {
  const r = remembered;
  if (r && KEYS.every((k) => r[k] === size[k])) return;
  remembered = { ...size };
  try {
    storage?.setItem(SCROLLER_SIZE_KEY, JSON.stringify(remembered));
  } catch {
    // Not remembered: the next visit measures first, as before.
  }
}

/** Test hook: forget the in-memory copy so the next read goes to storage. */
export function resetScrollerSizeMemo(): void {
  remembered = undefined;
}
