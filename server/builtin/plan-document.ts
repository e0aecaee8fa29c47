/**
 * Which parts of a document become which slides. Sections are taken at the
 * shallowest heading level that yields enough of them, each keeping its
 * subsections as children (they become subtopics). Extra sections are dropped
 * by importance and variety, in document order; when there are too few, the
 * biggest are split. A document without headings is cut into runs of
 * paragraphs of similar length.
 */
import type { DocModel, Sentence } from './text/analyse';
import { countTerms, isUbiquitous, keyTerms, topKeys } from './text/rank';
import { displayHeading } from './text/sections';
import { termsTitle } from './text/phrase';
import { keySet } from './text/tokenize';

/** A subsection inside a unit. */
export interface Child {
  heading: string;
  sentences: Sentence[];
}

export interface Unit {
  heading: string;
  sentences: Sentence[];
  children: Child[];
}

interface Draft {
  given: string | null;
  sentences: Sentence[];
  children: Child[];
  /** 1 for a whole section; 2, 3... for later parts of a split one. */
  part: number;
  /** Untitled text before the first heading. */
  preamble: boolean;
  /** Whole document sections the draft is made of; their term counts are already known. */
  sections: number[];
}

/** Sections that add nothing to a talk. */
const SKIP_HEADING =
  /^(references|bibliography|works cited|sources|citations|acknowledg(e)?ments?|table of contents|contents|index|appendix(\s+\w+)?|footnotes|notes|literatur(verzeichnis)?|bibliographie|références|sommaire|índice|referencias)$/i;

const hasGood = (sentences: readonly Sentence[]): boolean => sentences.some((s) => s.good);

/** Sections at `level` or above, each absorbing the deeper sections under it as children. */
function atLevel(doc: DocModel, level: number): Draft[] {
  const out: Draft[] = [];
  for (const section of doc.sections) {
    const own = doc.sentences.slice(section.start, section.end);
    const last = out.at(-1);
    // The untitled preamble stays on its own; it never swallows the sections after it.
    if (section.level <= level || last === undefined || last.preamble) {
      out.push({ given: section.heading, sentences: own, children: [], part: 1, preamble: section.heading === null, sections: [section.index] });
    } else {
      last.sentences.push(...own);
      last.sections.push(section.index);
      if (section.heading !== null && hasGood(own)) last.children.push({ heading: displayHeading(section.heading), sentences: own });
    }
  }
  return out.filter((d) => !SKIP_HEADING.test(displayHeading(d.given ?? '')) && hasGood(d.sentences));
}

function byHeadings(doc: DocModel, n: number): Draft[] {
  const levels = [...new Set(doc.sections.map((s) => s.level))].filter((l) => l > 0).sort((a, b) => a - b);
  let drafts: Draft[] = [];
  for (const level of levels) {
    drafts = atLevel(doc, level);
    if (drafts.length >= n) break;
  }
  return drafts;
}

/**
 * Contiguous runs of paragraphs with about equal text, one per slide: each
 * cut goes to the paragraph break nearest its ideal position. Pieces are
 * sentences when the text has fewer paragraphs than slides.
 */
function byLength(doc: DocModel, n: number): Draft[] {
  const good = doc.sentences.filter((s) => s.good).length;
  const groups = Math.max(1, Math.min(n, Math.floor(good / 3)));
  const paras = new Set(doc.sentences.map((s) => s.para)).size;
  const pieceOf = (s: Sentence): number => (paras >= groups ? s.para : s.id);
  // Candidate cuts: sentence indexes where a new piece starts, with the text length before them.
  const cuts: Array<{ at: number; before: number }> = [];
  let acc = 0;
  doc.sentences.forEach((s, i) => {
    const prev = doc.sentences[i - 1];
    if (prev !== undefined && pieceOf(prev) !== pieceOf(s)) cuts.push({ at: i, before: acc });
    acc += s.text.length;
  });
  const chosen: number[] = [];
  let from = 0;
  for (let k = 1; k < groups; k++) {
    const ideal = (acc * k) / groups;
    let best = -1;
    for (let c = from; c < cuts.length - (groups - 1 - k); c++) {
      if (best < 0 || Math.abs((cuts[c]?.before ?? 0) - ideal) < Math.abs((cuts[best]?.before ?? 0) - ideal)) best = c;
    }
    if (best < 0) break;
    chosen.push(cuts[best]?.at ?? 0);
    from = best + 1;
  }
  const bounds = [0, ...chosen, doc.sentences.length];
  const drafts = bounds.slice(1).map((end, k): Draft => ({
    given: null, sentences: doc.sentences.slice(bounds[k] ?? 0, end), children: [], part: 1, preamble: false, sections: [],
  }));
  return drafts.filter((d) => hasGood(d.sentences));
}

/** Sum of the three best sentence scores, a little more for longer sections. */
function importance(d: Draft): number {
  let [a, b, c] = [0, 0, 0];
  for (const { score } of d.sentences) {
    if (score > a) [a, b, c] = [score, a, b];
    else if (score > b) [b, c] = [score, b];
    else if (score > c) c = score;
  }
  return (a + b + c) * (1 + 0.15 * Math.log(1 + goodCount(d)));
}

/** Term counts of a draft: the sections' own counts when it is made of whole sections. */
function termCounts(doc: DocModel, d: Draft): ReadonlyMap<string, number> {
  const [only, ...more] = d.sections;
  const first = only === undefined ? undefined : doc.sections[only]?.tf;
  if (first === undefined) return countTerms(d.sentences);
  if (more.length === 0) return first;
  const merged = new Map(first);
  for (const i of more) for (const [k, f] of doc.sections[i]?.tf ?? []) merged.set(k, (merged.get(k) ?? 0) + f);
  return merged;
}

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const k of a) if (b.has(k)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}

/**
 * Keeps `n` drafts, in document order: greedily the most important one that
 * is least like those already kept (maximal marginal relevance) and not right
 * next to them, so a long report with many similar chapters still gives a
 * varied deck that covers it from start to end.
 */
function select(doc: DocModel, drafts: Draft[], n: number): Draft[] {
  if (drafts.length <= n) return drafts;
  const weights = drafts.map(importance);
  const top = Math.max(...weights, 1e-9);
  const terms = drafts.map((d) => new Set(topKeys(doc, termCounts(doc, d), 12)));
  const spacing = drafts.length / n;
  const kept = new Set<number>();
  const likeKept = drafts.map(() => 0);
  const nearKept = drafts.map(() => Infinity);
  // The opening section frames the talk.
  for (let pick = 0; kept.size < n; ) {
    kept.add(pick);
    drafts.forEach((_, i) => {
      likeKept[i] = Math.max(likeKept[i] ?? 0, similarity(terms[i] ?? new Set(), terms[pick] ?? new Set()));
      nearKept[i] = Math.min(nearKept[i] ?? Infinity, Math.abs(i - pick));
    });
    let bestScore = -Infinity;
    drafts.forEach((_, i) => {
      if (kept.has(i)) return;
      const spread = Math.min(1, (nearKept[i] ?? 0) / spacing);
      const score = (weights[i] ?? 0) / top - (likeKept[i] ?? 0) + 0.3 * spread;
      if (score > bestScore) [pick, bestScore] = [i, score];
    });
  }
  return drafts.filter((_, i) => kept.has(i));
}

function goodCount(d: Draft): number {
  return d.sentences.filter((s) => s.good).length;
}

/**
 * Splits the biggest drafts in halves (at a paragraph break when one is near)
 * until there are `n`: first while halves keep three sentences, then two. A
 * thin slide from the document still beats a template slide.
 */
function split(drafts: Draft[], n: number): Draft[] {
  const out = [...drafts];
  for (const min of [6, 4]) splitDown(out, n, min);
  return out;
}

function splitDown(out: Draft[], n: number, min: number): void {
  while (out.length < n) {
    let at = -1;
    out.forEach((d, i) => {
      if (goodCount(d) >= min && (at < 0 || goodCount(d) > goodCount(out[at] ?? d))) at = i;
    });
    const target = out[at];
    if (target === undefined) break;
    const cut = halfway(target.sentences);
    const head: Draft = { ...target, sentences: target.sentences.slice(0, cut), children: [], sections: [] };
    const tail: Draft = { ...target, sentences: target.sentences.slice(cut), children: [], part: target.part + 1, sections: [] };
    out.splice(at, 1, head, tail);
    for (let i = at + 2; i < out.length; i++) {
      const d = out[i];
      if (d && d.given === target.given && d.part > 1) d.part += 1;
    }
  }
}

/** Middle of a run of sentences, moved to the nearest paragraph start. */
function halfway(sentences: readonly Sentence[]): number {
  const mid = Math.floor(sentences.length / 2);
  for (let d = 0; d < sentences.length / 4; d++) {
    for (const i of [mid - d, mid + d]) {
      if (i > 1 && i < sentences.length - 1 && sentences[i]?.para !== sentences[i - 1]?.para) return i;
    }
  }
  return mid;
}

/** Heading of a draft: the section heading, else key terms; later parts add a distinguishing term. */
function headingOf(doc: DocModel, d: Draft, used: ReadonlySet<string>): string {
  const all = keyTerms(doc, d.sentences, 6);
  // "Bees" is in every part of an essay on bees; it cannot tell one slide from another.
  const specific = all.filter((t) => !isUbiquitous(doc, t.key));
  const terms = specific.length >= 2 ? specific : all;
  let heading = d.given !== null ? displayHeading(d.given) : termsTitle(terms, doc.english);
  // Text under the title and before the first section is the document's introduction.
  if (d.preamble && d.part === 1 && doc.english && doc.hasHeadings) heading = 'Introduction';
  if (d.part > 1 || used.has(heading.toLowerCase())) {
    const avoid = keySet(heading);
    const extra = terms.find((t) => !t.key.split(' ').every((k) => avoid.has(k)));
    if (extra) heading = `${heading}: ${termsTitle([extra], doc.english)}`;
  }
  return heading.length > 0 ? heading : (doc.title ?? 'Overview');
}

/** Units for `n` topic slides; fewer when the document is too small to fill them. */
export function planUnits(doc: DocModel, n: number): Unit[] {
  if (n <= 0) return [];
  const base = doc.hasHeadings && doc.sections.length > 1 ? byHeadings(doc, n) : byLength(doc, n);
  const drafts = split(select(doc, base, n), n);
  const used = new Set<string>();
  return drafts.map((d) => {
    const first = headingOf(doc, d, used);
    let heading = first;
    for (let k = 2; used.has(heading.toLowerCase()); k++) heading = `${first} (${k})`;
    used.add(heading.toLowerCase());
    return { heading, sentences: d.sentences, children: d.children };
  });
}

/** Every section on its own, for matching an edited heading to the text it is about. */
export function sectionUnits(doc: DocModel): Unit[] {
  if (!doc.hasHeadings) return [];
  const deepest = Math.max(...doc.sections.map((s) => s.level));
  return atLevel(doc, deepest).map((d) => ({
    heading: d.preamble && doc.english ? 'Introduction' : displayHeading(d.given ?? ''),
    sentences: d.sentences,
    children: [],
  }));
}
