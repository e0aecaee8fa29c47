/**
 * Which parts of a document become which slides. Chapters come first: the
 * document's top-level sections, in its order, each keeping its sections as
 * children (they become subtopics). With fewer slides than chapters the most
 * important chapters keep a slide and the others merge into a neighbour; with
 * more slides than chapters the biggest chapters give their own sections a
 * slide, then the longest runs of prose are halved. A section too thin to
 * carry a slide merges with its neighbour. A document without headings is cut
 * into runs of paragraphs of similar length.
 */
import type { DocModel, Sentence } from '../../src/core/prose/analyse';
import { absorb, all, byStart, chapters, freeCount, goodCount, sectionTree, type Node } from './plan-tree';
import { vocabulary } from '../../src/core/prose/language';
import { countTerms, isCutTerm, isUbiquitous, keyTerms, topKeys } from '../../src/core/prose/rank';
import { phraseOk, termsTitle } from '../../src/core/prose/phrase';
import { keySet } from '../../src/core/prose/tokenize';

/** A subsection inside a unit. */
export interface Child {
  heading: string;
  sentences: Sentence[];
}

export interface Unit {
  heading: string;
  sentences: Sentence[];
  children: Child[];
  /** Text of chapters that gave up their slide to this one: used only when its own runs short. */
  extra?: Sentence[];
}

/** Good sentences a chapter needs for a slide of its own: one for its overview and two for its points. */
const MIN_GOOD = 3;
/** A section leaves its chapter for a slide of its own only with a spare sentence: some never yield a point. */
const MIN_PROMOTE = 4;
/** A run of prose is halved only when both halves keep a full slide's worth. */
const MIN_SPLIT = 8;

/** "A", "A and B", "A, B and C" in the document's language. */
function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1) ?? ''}`;
}

/**
 * Runs of neighbouring sections each too thin for a slide (a README's
 * one-line "Support", "Security", "Contributing") share one slide named after
 * all of them, so the document's chapters still show. A section still thin
 * on its own joins the section before it (or after, for the first).
 */
function mergeThin(nodes: Node[], intro: string, and: string, reserved: ReadonlySet<number>): Node[] {
  const thin = (n: Node): boolean => freeCount(all(n), reserved) < MIN_GOOD;
  const grouped: Node[] = [];
  for (let i = 0; i < nodes.length; ) {
    let j = i;
    while (j < nodes.length && nodes[j] !== undefined && thin(nodes[j] as Node) && nodes[j]?.heading !== null) j++;
    const run = nodes.slice(i, j);
    if (run.length === 0) grouped.push(nodes[i] as Node);
    // Groups of up to three: a longer heading would not fit on a slide.
    for (let k = 0; k < run.length; k += 3) {
      const group = run.slice(k, k + 3);
      const first = group[0] as Node;
      if (group.length === 1) grouped.push(first);
      else grouped.push({ ...first, heading: listOf(group.map((n) => n.heading ?? ''), and), own: group.flatMap(all), children: [], extra: group.flatMap((n) => n.extra) });
    }
    i = Math.max(j, i + 1);
  }
  const out = grouped;
  for (let i = 0; i < out.length && out.length > 1; ) {
    const node = out[i];
    if (node === undefined || !thin(node)) {
      i++;
      continue;
    }
    const target = out[i > 0 ? i - 1 : i + 1];
    if (target === undefined) break;
    absorb(target, node, intro);
    out.splice(i, 1);
  }
  return out;
}

/**
 * How much a chapter matters to the whole: its size, and how often the rest
 * of the document uses the words of its heading (a chapter others refer to is
 * one a talk cannot skip).
 */
function importance(doc: DocModel, node: Node): number {
  const sentences = all(node);
  const good = goodCount(sentences);
  let refs = 0;
  const keys = [...keySet(node.heading ?? '')].filter((k) => !isUbiquitous(doc, k));
  if (keys.length > 0) {
    const families = keys.map((k) => wordFamily(doc, k));
    const inFamily = (key: string, i: number): boolean => (doc.english ? key.startsWith(families[i] ?? key) : key === keys[i]);
    const own = keys.map(() => 0);
    for (const s of sentences) {
      for (const t of s.tokens) {
        const key = t.key;
        if (key !== null) keys.forEach((_, i) => inFamily(key, i) && (own[i] = (own[i] ?? 0) + 1));
      }
    }
    keys.forEach((_, i) => {
      let total = 0;
      for (const [key, count] of doc.tf) if (inFamily(key, i)) total += count;
      refs += Math.max(0, total - (own[i] ?? 0));
    });
    refs /= keys.length;
  }
  return Math.log(1 + good) * (1 + 0.35 * Math.log(1 + refs));
}

/**
 * The stem an English heading word shares with its relatives: "quoting" is
 * referred to as "quote", "quoted"; "redirection" as "redirect". Words of
 * six letters or more lose up to three final letters; shorter ones stay whole.
 */
function wordFamily(doc: DocModel, key: string): string {
  if (!doc.english || key.length < 6) return key;
  return key.slice(0, Math.max(4, key.length - 3));
}

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const k of a) if (b.has(k)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}

/**
 * Indexes of `n` chapters: greedily the most important one that is least like
 * those already kept (maximal marginal relevance), so a report whose chapters
 * repeat one pattern still gives a deck that covers different ground.
 */
function pickVaried(doc: DocModel, nodes: readonly Node[], n: number): Set<number> {
  const weights = nodes.map((node) => importance(doc, node));
  const top = Math.max(...weights, 1e-9);
  const terms = nodes.map((node) => new Set(topKeys(doc, countTerms(all(node)), 12)));
  const likeKept = nodes.map(() => 0);
  const kept = new Set<number>();
  while (kept.size < n) {
    let pick = -1;
    let best = -Infinity;
    nodes.forEach((_, i) => {
      const score = (weights[i] ?? 0) / top - 0.7 * (likeKept[i] ?? 0);
      if (!kept.has(i) && score > best) [pick, best] = [i, score];
    });
    if (pick < 0) break;
    kept.add(pick);
    nodes.forEach((_, i) => (likeKept[i] = Math.max(likeKept[i] ?? 0, similarity(terms[i] ?? new Set(), terms[pick] ?? new Set()))));
  }
  return kept;
}

/**
 * Keeps the `n` most important chapters in order. Each other one joins its
 * nearest kept neighbour as background text: a slide about one chapter does
 * not turn into a list of others, but may borrow from them when short.
 */
function keepMostImportant(doc: DocModel, nodes: Node[], n: number): Node[] {
  if (nodes.length <= n) return nodes;
  const kept = pickVaried(doc, nodes, n);
  nodes.forEach((node, i) => {
    if (kept.has(i)) return;
    let target: number | undefined;
    for (let d = 1; target === undefined && d < nodes.length; d++) {
      if (kept.has(i - d)) target = i - d;
      else if (kept.has(i + d)) target = i + d;
    }
    const into = target === undefined ? undefined : nodes[target];
    into?.extra.push(...all(node), ...node.extra);
  });
  return nodes.filter((_, i) => kept.has(i));
}

/**
 * Gives the biggest section of a chapter a slide of its own, in reading
 * order, until there are `n` slides or no section is big enough. The chapter
 * keeps its own slide with what remains; a chapter with no text of its own
 * keeps its first section, so its slide still opens where it begins.
 */
function promoteSections(nodes: Node[], n: number, reserved: ReadonlySet<number>): Node[] {
  const out = [...nodes];
  while (out.length < n) {
    let best: { at: number; child: number; size: number } | undefined;
    out.forEach((node, at) => {
      const keepFirst = goodCount(node.own) === 0;
      node.children.forEach((c, child) => {
        if (keepFirst && child === 0) return;
        const size = freeCount(all(c), reserved);
        const rest = freeCount(all(node), reserved) - size;
        if (size >= MIN_PROMOTE && rest >= MIN_GOOD && (best === undefined || size > best.size)) best = { at, child, size };
      });
    });
    const parent = best && out[best.at];
    if (best === undefined || parent === undefined) break;
    const [child] = parent.children.splice(best.child, 1);
    if (child === undefined) break;
    out.splice(best.at + 1, 0, child);
    out.sort(byStart);
  }
  return out;
}

/** Halves the longest childless runs of prose at a paragraph break until there are `n` slides. */
function splitLong(nodes: Node[], n: number): Node[] {
  const out = [...nodes];
  while (out.length < n) {
    let at = -1;
    out.forEach((node, i) => {
      const good = goodCount(node.own);
      if (node.children.length === 0 && good >= MIN_SPLIT && (at < 0 || good > goodCount(out[at]?.own ?? []))) at = i;
    });
    const target = out[at];
    if (target === undefined) break;
    const cut = halfway(target.own);
    const head: Node = { ...target, own: target.own.slice(0, cut), split: true };
    const tail: Node = { ...target, own: target.own.slice(cut), part: target.part + 1, split: true, start: target.own[cut]?.id ?? target.start };
    out.splice(at, 1, head, tail);
  }
  return out;
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

/**
 * Contiguous runs of paragraphs with about equal text, one per slide: each
 * cut goes to the paragraph break nearest its ideal position. Pieces are
 * sentences when the text has fewer paragraphs than slides.
 */
function byLength(doc: DocModel, n: number): Node[] {
  const good = goodCount(doc.sentences);
  const groups = Math.max(1, Math.min(n, Math.floor(good / (MIN_GOOD + 1))));
  const paras = new Set(doc.sentences.map((s) => s.para)).size;
  const pieceOf = (s: Sentence): number => (paras >= groups ? s.para : s.id);
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
  return bounds
    .slice(1)
    .map((end, k): Node => ({ heading: null, own: doc.sentences.slice(bounds[k] ?? 0, end), children: [], part: 1, start: bounds[k] ?? 0, extra: [] }))
    .filter((node) => goodCount(node.own) > 0);
}

/** Key terms that tell this run of text from the rest of the document. */
function specificTerms(doc: DocModel, sentences: readonly Sentence[]): ReturnType<typeof keyTerms> {
  const terms = keyTerms(doc, sentences, 6);
  // "Bees" is in every part of an essay on bees; it cannot tell one slide from another.
  const specific = terms.filter((t) => !isUbiquitous(doc, t.key));
  return specific.length >= 2 ? specific : terms;
}

/** Heading of a slide: the section's own, else its key terms; a later half adds a term of its own. */
function headingOf(doc: DocModel, node: Node, intro: string): string {
  if (node.heading === null) {
    // Text under the title and before the first section is the document's introduction; a later
    // part of it, when it is long enough to be split, adds what that part is about (distinctHeading).
    if (doc.hasHeadings && intro !== '') return intro;
    return termsTitle(specificTerms(doc, node.own), doc.language);
  }
  return node.heading;
}

/** A heading not yet used in the deck: the section's own, else with a term that tells it apart. */
function distinctHeading(doc: DocModel, node: Node, base: string, used: ReadonlySet<string>): string | null {
  if (node.part === 1 && !used.has(base.toLowerCase())) return base;
  const avoid = keySet(base);
  for (const t of specificTerms(doc, all(node))) {
    // A word pair names what this part is about ("Merge Conflicts"); one word ("Undo") rarely does.
    if (!t.key.includes(' ') || t.key.split(' ').every((k) => avoid.has(k)) || isCutTerm(doc.sentences, t.key)) continue;
    const term = termsTitle([t], doc.language);
    const heading = `${base}: ${term}`;
    if (phraseOk(term) && !used.has(heading.toLowerCase())) return heading;
  }
  return null;
}

function toUnit(heading: string, node: Node, intro: string): Unit {
  const children = node.children
    .map((c): Child => ({ heading: c.heading ?? intro, sentences: all(c) }))
    .filter((c) => c.heading !== '' && goodCount(c.sentences) > 0);
  return { heading, sentences: all(node), children, extra: node.extra };
}

/**
 * Units for `n` topic slides; fewer when the document has too little text to
 * fill them. `reserved` sentences are shown elsewhere (the title slide's) and
 * do not count towards a slide's material.
 */
export function planUnits(doc: DocModel, n: number, reserved: ReadonlySet<number> = new Set()): Unit[] {
  if (n <= 0) return [];
  const intro = vocabulary(doc.language).introduction;
  const structured = doc.hasHeadings && doc.sections.length > 1;
  const base = structured ? mergeThin(chapters(sectionTree(doc)), intro, vocabulary(doc.language).and, reserved) : byLength(doc, n);
  const nodes = splitLong(promoteSections(keepMostImportant(doc, base, n), n, reserved), n);
  const used = new Set<string>();
  const units: Unit[] = [];
  for (const node of nodes) {
    const heading = distinctHeading(doc, node, headingOf(doc, node, intro) || (doc.title ?? ''), used);
    const previous = units.at(-1);
    // No heading may appear twice; a run that cannot be told apart joins the slide before it.
    if ((heading === null || heading === '') && previous !== undefined) {
      previous.sentences.push(...all(node));
      continue;
    }
    const unit = toUnit(heading ?? intro, node, intro);
    used.add(unit.heading.toLowerCase());
    units.push(unit);
  }
  return units;
}

/** Every section on its own, for matching an edited heading to the text it is about. */
export function sectionUnits(doc: DocModel): Unit[] {
  if (!doc.hasHeadings) return [];
  const intro = vocabulary(doc.language).introduction;
  const out: Unit[] = [];
  const walk = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      const heading = node.heading ?? intro;
      if (heading !== '') out.push({ heading, sentences: node.own, children: [] });
      walk(node.children);
    }
  };
  walk(sectionTree(doc));
  return out.filter((u) => goodCount(u.sentences) > 0);
}
