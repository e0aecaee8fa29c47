import { describe, expect, it } from 'vitest';
import { slideSchema } from '../schemas/slide';
import { balancedLines, bylineDate, bylineText, parseBylineText, profileByline, TITLE_PICTURE, titlePicture, titleSlideLayout, withDefaultByline } from './title-slide';

const inside = (inner: { x: number; y: number; w: number; h: number }, outer: { x: number; y: number; w: number; h: number }) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
const apart = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

describe('the title slide', () => {
  it('balances a two-line title so the second line is no lone word', () => {
    // Greedy wrapping at 40 characters leaves 'away' alone on the second line.
    const title = 'Stash the changes in a dirty working directory away';
    expect(balancedLines(title, 48)).toEqual(['Stash the changes in a', 'dirty working directory away']);
    expect(balancedLines('Short title', 40)).toBeUndefined();
    expect(balancedLines('one two three four five six seven eight nine ten eleven twelve thirteen fourteen', 20)).toBeUndefined();
  });

  it('joins the byline parts that have text', () => {
    // The date keeps its words on one line: a wrapped byline breaks between its parts.
    expect(bylineText({ presenter: ' Ada  Lovelace ', organisation: '', date: '1 May 2026' })).toBe('Ada Lovelace  ·  1\u00a0May\u00a02026');
    expect(bylineText({})).toBe('');
    expect(bylineText(undefined)).toBe('');
  });

  it('places the byline under the description, above the 14 pt floor (19 px of 1280)', () => {
    const layout = titleSlideLayout('Quarterly results', 'Bakery chain, third quarter', { presenter: 'Ada' });
    expect(layout.byline?.text).toBe('Ada');
    expect(layout.byline!.size).toBeGreaterThanOrEqual(19);
    expect(layout.byline!.box.y).toBeGreaterThanOrEqual(layout.description!.box.y + layout.description!.box.h);
    expect(titleSlideLayout('Quarterly results', '').byline).toBeUndefined();
  });

  it('reads a title slide saved before bylines existed, and one with a byline', () => {
    const old = slideSchema.parse({ id: 0, type: 'title', title: 'Old deck', description: 'Saved last year' });
    expect(old.byline).toBeUndefined();
    const withByline = slideSchema.parse({ id: 0, type: 'title', title: 'New', byline: { presenter: 'Ada', date: 'May' } });
    expect(withByline.byline).toEqual({ presenter: 'Ada', date: 'May' });
    expect(() => slideSchema.parse({ id: 0, type: 'title', byline: { presenter: 'x'.repeat(201) } })).toThrow();
  });

  it('puts the texts in a left column beside the picture, none of them on it', () => {
    const url = 'https://pictures.example/reef.png';
    const layout = titleSlideLayout('Quarterly results of the bakery chain', 'Third quarter, stores and bread', { presenter: 'Ada', organisation: 'Crumb & Co', date: '1 May 2026' }, undefined, url);
    expect(layout.picture).toEqual({ url, box: TITLE_PICTURE });
    expect(layout.align).toBe('left');
    const boxes = [layout.title.box, layout.rule, layout.description!.box, layout.byline!.box];
    for (const box of boxes) {
      expect(apart(box, TITLE_PICTURE)).toBe(true);
      expect(inside(box, { x: 0, y: 0, w: 1280, h: 720 })).toBe(true);
    }
    // One left edge for the title, the rule, the description and the byline.
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    // An address that may not be loaded is no picture: the centred slide.
    const centred = titleSlideLayout('Quarterly results', 'Bakery', undefined, undefined, 'javascript:alert(1)');
    expect(centred.picture).toBeUndefined();
    expect(centred.align).toBe('center');
  });

  it('stacks title, rule and description without overlap, the title on its rule', () => {
    for (const title of ['Q3', 'How the printing press changed Europe and the world after it', 'x'.repeat(20)]) {
      const layout = titleSlideLayout(title, 'A sentence under the title that says what the deck is about', { presenter: 'Ada' });
      expect(layout.title.box.y + layout.title.box.h).toBeLessThanOrEqual(layout.rule.y);
      expect(layout.rule.y - (layout.title.box.y + layout.title.box.h)).toBeLessThanOrEqual(24);
      expect(layout.rule.y + layout.rule.h).toBeLessThanOrEqual(layout.description!.box.y);
      expect(apart(layout.description!.box, layout.byline!.box)).toBe(true);
      expect(layout.title.size).toBeGreaterThanOrEqual(19);
    }
  });

  it('takes the first topic picture for the title slide, unless it has a background photo or photos are off', () => {
    const topic = (url?: string) => ({ type: 'topic', topic: { image_url: url } });
    const slides = [{ type: 'title' }, topic(), topic('data:image/png;base64,AAAA'), topic('https://b.example/2.png')];
    expect(titlePicture(slides)).toBe('data:image/png;base64,AAAA');
    expect(titlePicture(slides, false)).toBeUndefined();
    expect(titlePicture([{ type: 'title', backgroundImage: 'https://a.example/bg.png' }, ...slides.slice(1)])).toBeUndefined();
    expect(titlePicture([{ type: 'title' }, topic('file:///etc/passwd')])).toBeUndefined();
  });

  it("shows the builtin art only while no topic has a photo; the user's own picture and a removal win", () => {
    const ART = 'data:image/svg+xml;base64,PHN2Zy8+';
    const OWN = 'data:image/png;base64,BBBB';
    const topic = (url?: string) => ({ type: 'topic', topic: { image_url: url } });
    const art = { type: 'title', picture: { source: 'builtin', url: ART } };
    expect(titlePicture([art, topic(), topic()])).toBe(ART);
    expect(titlePicture([art, topic(), topic('data:image/png;base64,AAAA')])).toBe('data:image/png;base64,AAAA');
    expect(titlePicture([art, topic()], false)).toBeUndefined();
    expect(titlePicture([{ type: 'title', picture: { source: 'upload', url: OWN } }, topic('data:image/png;base64,AAAA')])).toBe(OWN);
    // Art the user kept by choosing it (cropped it, picked it) is theirs: it stays before the topic photos.
    expect(titlePicture([{ type: 'title', picture: { source: 'builtin', url: ART, chosen: true } }, topic('data:image/png;base64,AAAA')])).toBe(ART);
    expect(titlePicture([{ type: 'title', picture: { removed: true } }, topic()])).toBeUndefined();
  });

  it('reads a byline typed in place back into its parts', () => {
    expect(parseBylineText('Ada Lovelace  ·  Crumb & Co  ·  1\u00a0May\u00a02026')).toEqual({ presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1 May 2026' });
    expect(parseBylineText('Ada | Crumb')).toEqual({ presenter: 'Ada', organisation: 'Crumb' });
    expect(parseBylineText('  ')).toEqual({});
    expect(parseBylineText(`${'a'.repeat(300)} · b`).presenter).toHaveLength(200);
  });

  it('gives a new deck the profile byline once; a byline the user set or emptied stays', () => {
    const byline = { presenter: 'Ada', date: '1 May 2026' };
    const fresh = [{ type: 'title' as const, byline: undefined }, { type: 'topic' as const }];
    expect(withDefaultByline(fresh, byline)[0]).toEqual({ type: 'title', byline });
    const emptied = [{ type: 'title' as const, byline: {} }];
    expect(withDefaultByline(emptied, byline)).toBe(emptied);
    expect(withDefaultByline(fresh, undefined)).toBe(fresh);
  });

  it('builds the byline from the profile, the date in the deck language', () => {
    const at = new Date(Date.UTC(2026, 4, 1, 12));
    expect(profileByline({ name: 'Ada Lovelace', organisation: ' Crumb & Co ', showName: true, date: 'today' }, 'en', at)).toEqual({ presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: bylineDate(at, 'en') });
    expect(bylineDate(at, 'de')).toBe('1. Mai 2026');
    expect(bylineDate(at, 'not a tag!')).toBe('1 May 2026');
    expect(profileByline({ name: 'Ada', organisation: '', showName: false, date: 'none' }, 'en', at)).toBeUndefined();
  });
});
