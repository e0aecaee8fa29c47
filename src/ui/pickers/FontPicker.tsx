import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FONT_CATEGORIES, fontsIn, resolveFont, type FontCategory, type FontEntry } from '../../core/fonts';
import { loadFont } from '../../state/fonts';
import { whenNearScreen } from '../near-screen';

interface FontPickerProps {
  legend: string;
  fonts: readonly FontEntry[];
  value: string;
  onChange(fontId: string): void;
  /** The sample line, drawn in each font. */
  sample: string;
  /** Whether a deck streams now (new faces wait until it ends). */
  streaming: () => boolean;
}

/**
 * The first time a family name is drawn, the renderer asks the system font
 * service for it (on Linux a blocking call to the browser process, a few ms
 * under load), once for every name of the stack it cannot find. The two lists
 * draw about 50 stacks: all at once, that is one layout of 100+ ms. So a row
 * draws its name in the default face first and gets its own face once it is
 * near the screen (the lists sit below the theme gallery, in boxes that
 * scroll) and its turn comes, one new stack per frame; a stack drawn once is
 * cached by the browser and later rows get it at once.
 */
const NEW_FACES_PER_FRAME = 1;
/**
 * And a new face re-lays out the whole page when it arrives ('Fonts changed'
 * invalidates every text): so faces wait while a deck
 * streams (the step 3 background stream, the deck on /home) and for a moment
 * after a picker first asks, when the page has its own work to finish.
 */
export const FIRST_FACE_DELAY_MS = 400;
const GATE_POLL_MS = 100;
let firstAskedAt: number | null = null;

/** Whether a new face may be drawn now (see FIRST_FACE_DELAY_MS). */
export function facesMayLoad(now: number, streaming: boolean): boolean {
  firstAskedAt ??= now;
  return now - firstAskedAt >= FIRST_FACE_DELAY_MS && !streaming;
}

const drawnFaces = new Set<string>();
const waiting = new Map<object, { stack: string; grant: () => void; streaming: () => boolean }>();
let pumpScheduled = false;

function nextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
}

function pumpFaces(): void {
  if (!facesMayLoad(performance.now(), [...waiting.values()].some((entry) => entry.streaming()))) {
    setTimeout(pumpFaces, GATE_POLL_MS);
    return;
  }
  pumpScheduled = false;
  let fresh = 0;
  for (const [key, entry] of waiting) {
    if (!drawnFaces.has(entry.stack)) {
      if (fresh >= NEW_FACES_PER_FRAME) continue;
      fresh++;
      drawnFaces.add(entry.stack);
    }
    waiting.delete(key);
    entry.grant();
  }
  if (waiting.size > 0) schedulePump();
}

function schedulePump(): void {
  if (pumpScheduled) return;
  pumpScheduled = true;
  nextFrame(pumpFaces);
}

/** Asks for `stack` to be drawn; `grant` is called when its turn comes. Returns the cancel. */
function requestFace(stack: string, grant: () => void, streaming: () => boolean): () => void {
  const key = {};
  waiting.set(key, { stack, grant, streaming });
  schedulePump();
  return () => void waiting.delete(key);
}

/** True once the row may draw in its own face: at once for a stack already drawn, else when near the screen and its turn comes. */
function useFace(stack: string, row: RefObject<Element | null>, streaming: () => boolean): boolean {
  const [granted, setGranted] = useState(() => drawnFaces.has(stack));
  const shown = granted || drawnFaces.has(stack);
  useEffect(() => {
    const element = row.current;
    if (shown || element === null) return undefined;
    // Within 200 px of the screen (the lists scroll in boxes of their own).
    let cancel = whenNearScreen(element, '200px 0px', () => {
      cancel = requestFace(stack, () => setGranted(true), streaming);
    });
    return () => cancel();
  }, [stack, shown, row, streaming]);
  return shown;
}

interface FontRowProps {
  font: FontEntry;
  name: string;
  checked: boolean;
  sample: string;
  onChange(fontId: string): void;
  streaming: () => boolean;
}

function FontRow({ font, name, checked, sample, onChange, streaming }: FontRowProps) {
  const ref = useRef<HTMLLabelElement>(null);
  const drawn = useFace(font.stack, ref, streaming);
  const face = drawn ? { fontFamily: font.stack } : undefined;
  // Fetch the face only once the row may draw it: the whole list at once would be ~48 families (~1 MB).
  useEffect(() => {
    if (drawn) void loadFont(font.id);
  }, [drawn, font.id]);
  return (
    <label ref={ref} className="block cursor-pointer">
      <input type="radio" name={name} value={font.id} checked={checked} className="peer sr-only" onChange={() => onChange(font.id)} />
      <span
        className={`flex items-baseline justify-between gap-3 rounded-lg px-3 py-2 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 ${
          checked ? 'bg-indigo-50 ring-1 ring-indigo-600' : 'hover:bg-slate-50'
        }`}
      >
        <span className="text-base text-slate-900" style={face}>
          {font.family}
        </span>
        <span aria-hidden="true" className="truncate text-xs text-slate-500" style={face}>
          {sample}
        </span>
      </span>
    </label>
  );
}

/**
 * One font choice (title or body): a category filter and a list of native
 * radios, each name drawn in its own family stack so the user sees the face.
 */
export function FontPicker({ legend, fonts, value, onChange, sample, streaming }: FontPickerProps) {
  const id = useId();
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const selected = resolveFont(value);
  const shown = fontsIn(fonts, category);
  // The chosen font stays visible even when the filter hides its category.
  const list = shown.some((f) => f.id === selected.id) ? shown : [selected, ...shown];
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 p-0 text-base font-semibold text-slate-900">{legend}</legend>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {legend} category
      </label>
      <select
        id={`${id}-filter`}
        className="mb-2 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
        value={category}
        onChange={(e) => setCategory(e.currentTarget.value as FontCategory | 'all')}
      >
        {FONT_CATEGORIES.filter((c) => c.id === 'all' || fonts.some((f) => f.category === c.id)).map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2">
        {list.map((font) => (
          <FontRow key={font.id} font={font} name={`${id}-font`} checked={font.id === selected.id} sample={sample} onChange={onChange} streaming={streaming} />
        ))}
      </div>
    </fieldset>
  );
}
