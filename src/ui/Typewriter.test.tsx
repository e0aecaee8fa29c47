import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEED_MS_PER_WORD, Typewriter, msPerWord, splitWords, startTypewriter } from './Typewriter';

function run(text: string, delayMs: number) {
  const words = splitWords(text);
  const seen: string[] = [];
  const onDone = vi.fn();
  const stop = startTypewriter({
    wordCount: words.length,
    delayMs,
    onProgress: (count) => seen.push(words.slice(0, count).join('')),
    onDone,
  });
  return { seen, onDone, stop, last: () => seen.at(-1) ?? '' };
}

describe('splitWords', () => {
  it('keeps every space so any prefix reads as written', () => {
    expect(splitWords('  Hello   big\nworld ')).toEqual(['  Hello   ', 'big\n', 'world ']);
    expect(splitWords('one').join('')).toBe('one');
    expect(splitWords('')).toEqual([]);
    expect(splitWords('   ')).toEqual(['   ']);
  });
});

describe('msPerWord', () => {
  it('maps the named speeds, a custom rate and a total duration', () => {
    expect(msPerWord('slow', 3)).toBe(200);
    expect(msPerWord('normal', 3)).toBe(100);
    expect(msPerWord('fast', 3)).toBe(50);
    expect(msPerWord({ wordsPerSecond: 4 }, 3)).toBe(250);
    expect(msPerWord({ durationMs: 8_000 }, 4)).toBe(2_000);
  });

  it('falls back to normal speed for a rate it cannot use', () => {
    expect(msPerWord({ wordsPerSecond: 0 }, 3)).toBe(SPEED_MS_PER_WORD.normal);
    expect(msPerWord({ wordsPerSecond: Number.NaN }, 3)).toBe(SPEED_MS_PER_WORD.normal);
    expect(msPerWord({ durationMs: -1 }, 3)).toBe(SPEED_MS_PER_WORD.normal);
  });
});

describe('startTypewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one word per delay and reports done once, at the end', () => {
    const t = run('one two three', SPEED_MS_PER_WORD.normal);
    vi.advanceTimersByTime(99);
    expect(t.seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.last()).toBe('one ');
    vi.advanceTimersByTime(100);
    expect(t.last()).toBe('one two ');
    expect(t.onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(t.last()).toBe('one two three');
    vi.advanceTimersByTime(1_000);
    expect(t.onDone).toHaveBeenCalledTimes(1);
    expect(t.seen).toHaveLength(3);
  });

  it('finishes a block exactly on its total duration, even with uneven delays', () => {
    const text = 'Solar power for small businesses';
    const t = run(text, msPerWord({ durationMs: 8_000 }, splitWords(text).length));
    vi.advanceTimersByTime(7_999);
    expect(t.onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.last()).toBe(text);
    expect(t.onDone).toHaveBeenCalledTimes(1);
  });

  it('catches up when the page was too busy to run the timer on time', () => {
    const t = run('a b c d', 50);
    vi.setSystemTime(Date.now() + 175);
    vi.advanceTimersByTime(50);
    // 225 ms have passed on the clock: four words are due at once.
    expect(t.last()).toBe('a b c d');
    expect(t.onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', () => {
    const t = run('one two three', 200);
    vi.advanceTimersByTime(200);
    t.stop();
    vi.advanceTimersByTime(5_000);
    expect(t.seen).toEqual(['one ']);
    expect(t.onDone).not.toHaveBeenCalled();
  });

  it('ends at once for empty text', () => {
    const t = run('', 100);
    expect(t.onDone).toHaveBeenCalledTimes(1);
  });
});

describe('<Typewriter>', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders text as text, never as HTML, and gives screen readers the whole text', () => {
    const html = renderToStaticMarkup(<Typewriter text={'<b>bold</b> & more'} />);
    expect(html).not.toContain('<b>');
    expect(html).toContain('<span class="sr-only">&lt;b&gt;bold&lt;/b&gt; &amp; more</span>');
    expect(html).toContain('data-typing="typing"');
  });

  it('shows the whole text at once when the user prefers reduced motion', () => {
    vi.stubGlobal('window', { matchMedia: () => ({ matches: true, addEventListener() {}, removeEventListener() {} }) });
    const html = renderToStaticMarkup(<Typewriter text="All at once" />);
    expect(html).toContain('<span aria-hidden="true">All at once</span>');
    expect(html).toContain('data-typing="done"');
  });

  it('shows the whole text at once when asked to be instant', () => {
    const html = renderToStaticMarkup(<Typewriter text="No waiting" instant as="h2" />);
    expect(html).toMatch(/^<h2 data-typing="done">/);
    expect(html).toContain('<span aria-hidden="true">No waiting</span>');
  });
});
