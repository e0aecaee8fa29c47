/**
 * Just enough XML for Office parts, without a DOM (a Web Worker has no
 * DOMParser): a tag/text scanner, attributes, relationship parts and their
 * relative targets.
 *
 * The scanner reads each character a bounded number of times, whatever the
 * input: every search for a closing token (`>`, `-->`, `?>`, `]]>`, a quote)
 * starts where the last one ended, and a construct that is never closed ends
 * the scan as a damaged file instead of being retried from the next `<`. A
 * regex with a run up to a closing token rescans to the end of the part at
 * every unclosed `<`: quadratic, minutes for a few kilobytes of `<`.
 * Elements, paragraphs, text and depth are counted against the caps of
 * limits.ts as they go by, so a part is refused as soon as it passes one.
 */
import { ExtractError, NESTED_TOO_DEEPLY, TOO_MANY_ELEMENTS, TOO_MANY_PARAGRAPHS, TOO_MUCH_TEXT } from './errors';
import { decodeEntities } from './html-text';
import { DEFAULT_LIMITS, type ExtractLimits } from './limits';

export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export type XmlLimits = Pick<
  ExtractLimits,
  'maxPartElements' | 'maxTotalElements' | 'maxPartParagraphs' | 'maxTotalParagraphs' | 'maxPartTextChars' | 'maxTotalTextChars' | 'maxXmlDepth'
>;

/** What the parts scanned so far in one extraction have used of the caps; share one across the parts of a file. */
export interface XmlBudget {
  readonly limits: XmlLimits;
  elements: number;
  paragraphs: number;
  textChars: number;
}

export function createXmlBudget(limits: XmlLimits = DEFAULT_LIMITS): XmlBudget {
  return { limits, elements: 0, paragraphs: 0, textChars: 0 };
}

/** One part's counts, charged to the extraction's budget as they grow. */
class PartCounter {
  private elements = 0;
  private paragraphs = 0;
  private textChars = 0;
  private depth = 0;

  constructor(private readonly budget: XmlBudget) {}

  open(name: string, selfClosing: boolean): void {
    const { limits } = this.budget;
    if (++this.elements > limits.maxPartElements || ++this.budget.elements > limits.maxTotalElements) {
      throw new ExtractError('too_complex', TOO_MANY_ELEMENTS);
    }
    // Word's <w:p> and DrawingML's <a:p>, under whatever prefix the part binds to their namespace.
    if (name === 'p' || name.endsWith(':p')) {
      if (++this.paragraphs > limits.maxPartParagraphs || ++this.budget.paragraphs > limits.maxTotalParagraphs) {
        throw new ExtractError('too_complex', TOO_MANY_PARAGRAPHS);
      }
    }
    if (!selfClosing && ++this.depth > limits.maxXmlDepth) throw new ExtractError('too_complex', NESTED_TOO_DEEPLY);
  }

  close(): void {
    if (this.depth > 0) this.depth--;
  }

  text(length: number): void {
    const { limits } = this.budget;
    this.textChars += length;
    this.budget.textChars += length;
    if (this.textChars > limits.maxPartTextChars || this.budget.textChars > limits.maxTotalTextChars) {
      throw new ExtractError('too_complex', TOO_MUCH_TEXT);
    }
  }
}

const GT = 0x3e;
const SLASH = 0x2f;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const EQUALS = 0x3d;

function isNameStart(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

/** [\w:.-]: letters, digits, '_', ':', '.', '-'. */
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x3a || c === 0x2e || c === 0x2d;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** The end of a construct that must be closed: the rest of the part is unreadable without it. */
function closing(xml: string, token: string, from: number): number {
  const at = xml.indexOf(token, from);
  if (at < 0) throw new ExtractError('damaged');
  return at;
}

/** Index of the `>` that ends a tag whose name ends at `from`, skipping quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  for (let at = from; at < xml.length; at++) {
    const c = xml.charCodeAt(at);
    if (c === GT) return at;
    if (c === DQUOTE || c === SQUOTE) at = closing(xml, c === DQUOTE ? '"' : "'", at + 1);
  }
  throw new ExtractError('damaged');
}

/** Attributes as `name="value"` or `name='value'` pairs, entities decoded; anything else between them is skipped. */
export function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  let at = 0;
  while (at < source.length) {
    while (at < source.length && !isNameChar(source.charCodeAt(at))) at++;
    const start = at;
    while (at < source.length && isNameChar(source.charCodeAt(at))) at++;
    if (at === start) break;
    const name = source.slice(start, at);
    while (isSpace(source.charCodeAt(at))) at++;
    if (source.charCodeAt(at) !== EQUALS) continue;
    at++;
    while (isSpace(source.charCodeAt(at))) at++;
    const quote = source.charCodeAt(at);
    if (quote !== DQUOTE && quote !== SQUOTE) continue;
    const end = source.indexOf(quote === DQUOTE ? '"' : "'", at + 1);
    if (end < 0) break;
    attrs[name] = decodeEntities(source.slice(at + 1, end));
    at = end + 1;
  }
  return attrs;
}

/**
 * Tags and text in document order; processing instructions, comments and
 * doctypes are skipped, a `<` that starts no markup is dropped. Counts go
 * to `budget` (per-part and total caps); a fresh one when none is given.
 * @throws ExtractError 'damaged' on a construct never closed, 'too_complex' past a cap.
 */
export function scanXml(xml: string, budget: XmlBudget = createXmlBudget()): Generator<XmlToken> {
  return tokens(xml, budget, true);
}

/** The scan; without `detail` text is not decoded nor attributes parsed (measureXml wants the counts only). */
function* tokens(xml: string, budget: XmlBudget, detail: boolean): Generator<XmlToken> {
  const count = new PartCounter(budget);
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > at) {
      count.text(textEnd - at);
      yield { kind: 'text', text: detail ? decodeEntities(xml.slice(at, textEnd)) : '' };
    }
    if (lt < 0) return;
    const next = xml.charCodeAt(lt + 1);
    if (xml.startsWith('<!--', lt)) at = closing(xml, '-->', lt + 4) + 3;
    else if (xml.startsWith('<![CDATA[', lt)) {
      const end = closing(xml, ']]>', lt + 9);
      count.text(end - lt - 9);
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      at = end + 3;
    } else if (xml.startsWith('<?', lt)) at = closing(xml, '?>', lt + 2) + 2;
    else if (xml.startsWith('<!', lt)) at = closing(xml, '>', lt + 2) + 1;
    else if (next === SLASH && isNameStart(xml.charCodeAt(lt + 2))) {
      let nameEnd = lt + 3;
      while (isNameChar(xml.charCodeAt(nameEnd))) nameEnd++;
      at = tagEnd(xml, nameEnd) + 1;
      count.close();
      yield { kind: 'close', name: xml.slice(lt + 2, nameEnd) };
    } else if (isNameStart(next)) {
      let nameEnd = lt + 2;
      while (isNameChar(xml.charCodeAt(nameEnd))) nameEnd++;
      const gt = tagEnd(xml, nameEnd);
      const selfClosing = gt > nameEnd && xml.charCodeAt(gt - 1) === SLASH;
      const name = xml.slice(lt + 1, nameEnd);
      count.open(name, selfClosing);
      at = gt + 1;
      yield { kind: 'open', name, attrs: detail ? parseAttrs(xml.slice(nameEnd, selfClosing ? gt - 1 : gt)) : {}, selfClosing };
    } else at = lt + 1;
  }
}

/** Runs the scan for its counts alone: refuses a part past a cap before a library builds a tree of it. */
export function measureXml(xml: string, budget: XmlBudget): void {
  for (const token of tokens(xml, budget, false)) void token;
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Internal relationships of a .rels part; targets are resolved against `baseDir` (e.g. 'ppt/slides'). */
export function parseRels(xml: string, baseDir: string, budget?: XmlBudget): Relationship[] {
  const rels: Relationship[] = [];
  for (const token of scanXml(xml, budget)) {
    if (token.kind !== 'open' || token.name !== 'Relationship') continue;
    const { Id, Type, Target, TargetMode } = token.attrs;
    if (Id && Type && Target && TargetMode !== 'External') rels.push({ id: Id, type: Type, target: resolveTarget(baseDir, Target) });
  }
  return rels;
}

/** A part path from a relationship target: absolute ('/ppt/x.xml') or relative ('../notesSlides/n.xml'). */
export function resolveTarget(baseDir: string, target: string): string {
  const parts = target.startsWith('/') ? [] : baseDir.split('/').filter((p) => p !== '');
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** The .rels part that belongs to a part: 'ppt/slides/slide1.xml' -> 'ppt/slides/_rels/slide1.xml.rels'. */
export function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

export function dirOf(partPath: string): string {
  return partPath.slice(0, Math.max(0, partPath.lastIndexOf('/')));
}
