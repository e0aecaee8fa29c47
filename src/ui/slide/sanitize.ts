/**
 * The one gate every piece of editor HTML passes before it reaches the DOM
 * or the deck (common rules: stored text is untrusted). Slide text may hold
 * the light formatting of the floating toolbar and nothing
 * else: no attributes but a `style` cut down to colour, background, size and
 * alignment, so no event handler, no src/href, no script ever survives.
 *
 * Without a DOM (unit tests in Node, the server) DOMPurify cannot parse; the
 * gate then fails closed and escapes everything, so the markup shows as text.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The elements editor HTML may keep (the toolbar's formats plus line structure). */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'p', 'div', 'br', 'ul', 'ol', 'li', 'span', 'font'] as const;

/** CSS properties a `style` may keep, each with the values accepted. */
const STYLE_VALUES: Readonly<Record<string, RegExp>> = {
  color: /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)|[a-z]{3,20})$/i,
  'background-color': /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)|[a-z]{3,20})$/i,
  'font-size': /^\d{1,3}(\.\d{1,3})?(px|pt|em|rem|%)$|^(x{0,3}-?small|medium|x{0,3}-?large|smaller|larger)$/i,
  'text-align': /^(left|center|right|justify|start|end)$/i,
};

/**
 * `style` keeping only the allowed properties with well-formed values,
 * normalised as `prop: value; ...`; '' when nothing is left. Anything that
 * could load or run something (url(), expression(), var()...) fails the
 * value patterns.
 */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim().replace(/\s*!important$/i, '');
    const pattern = STYLE_VALUES[prop];
    if (pattern?.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

/** Escapes text for use as HTML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function createPurifier(): Purifier | null {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return null;
  // An instance of its own: the style hook must not change how other code uses DOMPurify.
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = filterStyle(data.attrValue);
    if (data.attrValue === '') data.keepAttr = false;
  });
  return purifier;
}

let purifier: Purifier | null | undefined;

/**
 * `html` reduced to {@link ALLOWED_TAGS} with no attribute but a filtered
 * `style`; the text of removed elements stays, except inside script, style
 * and the like, whose content is dropped too.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  if (purifier === null) return escapeHtml(html);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
