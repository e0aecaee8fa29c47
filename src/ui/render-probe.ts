/**
 * Render counting for benchmarks (bench/typing.ts): a component calls
 * {@link countRender} while rendering, and the count goes into
 * `window.__renderProbe` only when the page defined that object before the
 * app loaded. In normal use it is one property read and nothing else.
 */
type Probe = Record<string, number>;

/** Adds one render of `name` (a component) for `key` (e.g. the slide's position). */
export function countRender(name: string, key: string | number): void {
  const probe = (globalThis as { __renderProbe?: Probe }).__renderProbe;
  if (probe === undefined) return;
  const id = `${name}:${key}`;
  probe[id] = (probe[id] ?? 0) + 1;
}
