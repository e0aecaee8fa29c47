/**
 * The document as a tree of sections for the planner: each section with its
 * own sentences and the sections under it, end matter left out, and the
 * small operations the planner builds on (counting usable sentences,
 * folding one section into another).
 */
import type { DocModel, Sentence } from '../../src/core/prose/analyse';
import { displayHeading } from '../../src/core/prose/sections';

/** A section of the document with the sections under it. */
export interface Node {
  /** Heading as shown on a slide; null for text before the first heading. */
  heading: string | null;
  own: Sentence[];
  children: Node[];
  /** 1 for a whole section; 2, 3... for later halves of a long one. */
  part: number;
  /** One of the halves of a section split in two. */
  split?: boolean;
  /** Where it starts in the document (a sentence index), for keeping slides in reading order. */
  start: number;
  /** Sentences of less important chapters merged into this one (see Unit.extra). */
  extra: Sentence[];
}

/** Sections that add nothing to a talk. */
const SKIP_HEADING =
  /^(references|bibliography|works cited|sources|citations|table of contents|contents|index|appendix(\s+\w+)?|footnotes|notes|literatur(verzeichnis)?|inhalt(sverzeichnis)?|stichwortverzeichnis|register|bibliographie|références|table des matières|sommaire|índice|referencias)$/i;

/** End matter, wherever it stands in a heading ("History and Acknowledgements", "Reporting Bugs"): never a slide or a point. */
const END_MATTER =
  /\b(acknowledg(e)?ments?|reporting bugs|bug reports?|reporting problems|licen[cs]es?|copying conditions|copyright|change ?logs?|contributors|danksagung|remerciements|rapports? de bogues?|fehlerberichte)\b/i;

const skipped = (heading: string): boolean => SKIP_HEADING.test(heading) || END_MATTER.test(heading);

/** All sentences of a section and its subsections, in reading order. */
export function all(node: Node): Sentence[] {
  return node.children.length === 0 ? node.own : [...node.own, ...node.children.flatMap(all)];
}

/** Good sentences not reserved for another slide (the title slide's lead). */
export function freeCount(sentences: readonly Sentence[], reserved: ReadonlySet<number>): number {
  let n = 0;
  for (const s of sentences) if (s.good && !reserved.has(s.id)) n++;
  return n;
}

/** Sentences fit to stand on a slide. */
export function goodCount(sentences: readonly Sentence[]): number {
  let n = 0;
  for (const s of sentences) if (s.good) n++;
  return n;
}

export const byStart = (a: Node, b: Node): number => a.start - b.start;

/** The document's sections as a tree, by heading level; skipped sections and their subsections dropped. */
export function sectionTree(doc: DocModel): Node[] {
  const roots: Node[] = [];
  const stack: Array<{ level: number; node: Node }> = [];
  for (const section of doc.sections) {
    const heading = section.heading === null ? null : displayHeading(section.heading);
    const node: Node = { heading, own: doc.sentences.slice(section.start, section.end), children: [], part: 1, start: section.start, extra: [] };
    if (heading === null) {
      roots.push(node);
      stack.length = 0;
      continue;
    }
    while ((stack.at(-1)?.level ?? 0) >= section.level) stack.pop();
    (stack.at(-1)?.node.children ?? roots).push(node);
    stack.push({ level: section.level, node });
  }
  return prune(roots);
}

function prune(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => {
    if (n.heading !== null && skipped(n.heading)) return [];
    n.children = prune(n.children);
    return goodCount(all(n)) > 0 ? [n] : [];
  });
}

/**
 * A document whose one top section holds everything (a manual under its own
 * name) has its chapters one level down: the lone section's own text becomes
 * the introduction.
 */
export function chapters(roots: Node[]): Node[] {
  let out = roots;
  for (;;) {
    const titled = out.filter((n) => n.heading !== null);
    const only = titled[0];
    if (titled.length !== 1 || only === undefined || only.children.length < 2) return out;
    const intro: Node[] = goodCount(only.own) > 0 ? [{ heading: null, own: only.own, children: [], part: 1, start: only.start, extra: [] }] : [];
    out = out.flatMap((n) => (n === only ? [...intro, ...only.children] : [n]));
    // Two untitled runs side by side read as one introduction.
    const untitled = out.filter((n) => n.heading === null);
    if (untitled.length > 1) out = [{ heading: null, own: untitled.flatMap(all), children: [], part: 1, start: untitled[0]?.start ?? 0, extra: [] }, ...out.filter((n) => n.heading !== null)];
  }
}

/** Folds `node` into `into` as a child, in reading order among its children. */
export function absorb(into: Node, node: Node, intro: string): void {
  const child: Node = { ...node, heading: node.heading ?? intro };
  const at = into.children.findIndex((c) => c.start > node.start);
  if (at < 0) into.children.push(child);
  else into.children.splice(at, 0, child);
}
