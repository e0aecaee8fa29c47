/**
 * A small element tree of one XML part, built from the bounded scanner of
 * ooxml.ts (its caps on elements, text and depth apply), for the few parts
 * of a template that are read by structure rather than for their text.
 * Names are matched by local name: 'p:bg' and 'bg' under another prefix
 * are the same element. Only text elements (a:t) keep their text.
 */
import { scanXml, type XmlBudget } from '../ooxml';

export interface XmlElement {
  /** Local name, without its prefix. */
  name: string;
  /** Attributes under their written names ('r:embed': the relationships prefix is 'r' in every producer's files). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The text of a text element (a:t), entities decoded; other elements keep none. */
  text?: string;
}

const local = (name: string): string => name.slice(name.indexOf(':') + 1);

/** The part's root element; an empty root when the part has none. */
export function parseTree(xml: string, budget?: XmlBudget): XmlElement {
  const root: XmlElement = { name: '', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const token of scanXml(xml, budget)) {
    const parent = stack[stack.length - 1] as XmlElement;
    if (token.kind === 'open') {
      const element: XmlElement = { name: local(token.name), attrs: token.attrs, children: [] };
      parent.children.push(element);
      if (!token.selfClosing) stack.push(element);
    } else if (token.kind === 'close' && stack.length > 1) stack.pop();
    else if (token.kind === 'text' && parent.name === 't') parent.text = (parent.text ?? '') + token.text;
  }
  return root.children[0] ?? root;
}

/** The first child named `name`. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** The element at the end of a path of child names. */
export function path(el: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let at = el;
  for (const name of names) at = child(at, name);
  return at;
}

/** Every element named `name` under `el`, depth first, in document order. */
export function descendants(el: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement): void => {
    for (const c of node.children) {
      if (c.name === name) found.push(c);
      walk(c);
    }
  };
  if (el) walk(el);
  return found;
}
