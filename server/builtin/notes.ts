/**
 * Speaker notes of a document slide: the paragraphs its sentences come from,
 * whole, under the name of their section, so a speaker can say more than the
 * slide shows and find the place in the document. Long paragraphs are cut to
 * a window of whole sentences around the ones on the slide.
 */
import type { DocModel, Sentence } from '../../src/core/prose/analyse';
import { vocabulary } from '../../src/core/prose/language';
import { displayHeading } from '../../src/core/prose/sections';

/** About a minute of speech: notes past this stop at a sentence boundary. */
const NOTES_WORDS = 220;

/** Sentence ids [start, end) of the paragraph holding `s`: sentences of a paragraph are contiguous. */
function paragraphOf(doc: DocModel, s: Sentence): [number, number] {
  let start = s.id;
  let end = s.id + 1;
  while (start > 0 && doc.sentences[start - 1]?.para === s.para) start--;
  while (end < doc.sentences.length && doc.sentences[end]?.para === s.para) end++;
  return [start, end];
}

/** Whole sentences of [start, end) around `focus`, within `budget` words. */
function window(doc: DocModel, [start, end]: [number, number], focus: number, budget: number): Sentence[] {
  const out: Sentence[] = [];
  let words = 0;
  for (let d = 0; d < end - start; d++) {
    for (const i of d === 0 ? [focus] : [focus + d, focus - d]) {
      const s = i >= start && i < end ? doc.sentences[i] : undefined;
      if (s === undefined || (out.length > 0 && words + s.words > budget)) continue;
      out.push(s);
      words += s.words;
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

function sectionName(doc: DocModel, s: Sentence): string {
  const heading = doc.sections[s.section]?.heading ?? null;
  return heading === null ? (doc.title ?? '') : displayHeading(heading);
}

/**
 * Notes for a slide made of `sentences`; `people` (the document's authors)
 * open the title slide's notes. '' when there is nothing to say.
 */
export function slideNotes(doc: DocModel, sentences: readonly Sentence[], people: readonly string[] = []): string {
  const label = vocabulary(doc.language).source;
  const blocks: string[] = people.length > 0 ? [people.join('\n')] : [];
  const seen = new Set<number>();
  let words = 0;
  let section = '';
  for (const s of [...sentences].sort((a, b) => a.id - b.id)) {
    if (seen.has(s.para) || words >= NOTES_WORDS) continue;
    seen.add(s.para);
    const passage = window(doc, paragraphOf(doc, s), s.id, NOTES_WORDS - words);
    words += passage.reduce((n, x) => n + x.words, 0);
    const text = passage.map((x) => x.text).join(' ');
    const name = sectionName(doc, s);
    if (name !== section && name !== '') blocks.push(label === '' ? `${name}:\n${text}` : `${label} “${name}”:\n${text}`);
    else blocks.push(text);
    section = name;
  }
  return blocks.join('\n\n');
}
