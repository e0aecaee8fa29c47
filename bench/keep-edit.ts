/**
 * The command path of one keystroke measured in-process (no browser): the
 * heading of slide 50 of a 100-slide deck (as the keep bench seeds it)
 * edited through the undo history, which lays out the deck again. Printed
 * twice: with the deck pass as the app runs it (plans of unchanged slides
 * kept) and with every slide planned afresh (as before the plans were kept);
 * and the editor's whole path, the deck store's commit included.
 */
import { createHistory, getCommand, type DeckDoc } from '../src/core/commands';
import { withSlides } from '../src/core/commands/deck-ops';
import { outlineToSlides } from '../src/core/deck/from-outline';
import { withAutoLayoutsAfresh } from '../src/core/layouts/choose/slides';
import { createDefaultPresentationSettings } from '../src/core/schemas/config';
import { createDeckStore } from '../src/state/deck';
import { createEditor } from '../src/state/editor';

const WARMUP = 20;
const EDITS = 200;

function deck(slides: number, points: number): DeckDoc {
  const topics = Array.from({ length: slides - 1 }, (_, k) => {
    const i = k + 1;
    return {
      topic_id: `topic_${i}`,
      heading: `Topic ${i}`,
      overview: `Why topic ${i} matters.`,
      visual_mode: 'icon' as const,
      icon_prompt: '',
      image_prompt: '',
      subtopics: Array.from({ length: points }, (_, m) => ({ heading: `Point ${i}.${m + 1}`, overview: `Detail of point ${i}.${m + 1}.` })),
    };
  });
  return { title: 'Keep bench', slides: outlineToSlides({ title: 'Keep bench', description: '' }, topics), settings: createDefaultPresentationSettings() };
}

function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms`;
}

/** Times `edit` on each typed character after a warm-up; ms per edit. */
function time(edit: (value: string) => void): number[] {
  const out: number[] = [];
  let value = 'Topic 49 ';
  for (let i = 0; i < WARMUP + EDITS; i++) {
    value += String.fromCharCode(97 + (i % 26));
    const started = performance.now();
    edit(value);
    if (i >= WARMUP) out.push(performance.now() - started);
  }
  return out;
}

/** One line per way of laying out, for a deck of `slides` slides edited at `target` (1-based). */
export function measureEditPath(slides: number, target: number, points: number): string[] {
  const args = (value: string) => ({ index: target - 1, field: 'heading' as const, value, mergeKey: 'typing' });
  const history = createHistory(deck(slides, points));
  const kept = time((value) => void history.apply('slide.editText', args(value)));
  const edit = getCommand('slide.editText');
  let doc = deck(slides, points);
  const afresh = time((value) => {
    const next = edit.perform(doc, args(value));
    doc = withSlides(next, withAutoLayoutsAfresh(next.slides));
  });
  // The app's path: the editor over a deck store opened from rows saved without layout records (as the bench
  // seeds them), so the first edit records a layout on every slide.
  const store = createDeckStore();
  const opened = deck(slides, points);
  store.load({ deckId: 'keep-bench', title: opened.title, slides: opened.slides.map(({ layout: _layout, ...slide }) => slide), settings: opened.settings });
  const editor = createEditor(store);
  const app = time((value) => void editor.apply('slide.editText', args(value)));
  return [
    `  in-process editor.apply with the store commit, per keystroke (${EDITS} edits): ${stats(app)}`,
    `  in-process command path per keystroke (history.apply, ${EDITS} edits): ${stats(kept)}; planning every slide afresh instead: ${stats(afresh)}`,
  ];
}
