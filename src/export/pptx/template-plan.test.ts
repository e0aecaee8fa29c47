import { afterEach, describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../../core/templates/derive';
import type { TemplateFacts } from '../../core/templates/types';
import { setImportedThemes } from '../../core/themes/catalogue';
import { exportLook } from './look';
import { planSlide } from './plan';
import { PNG_DATA_URL, titleSlide, topicSlide } from './test-decks';

const FACTS: TemplateFacts = {
  name: 'Acme', kind: 'potx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  palette: { dk1: '#000000', lt1: '#ffffff', dk2: '#003b5c', lt2: '#e7e6e6', accent1: '#008080', accent2: '#f2a900', accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47' },
  fonts: { major: 'Georgia', minor: 'Verdana' }, layoutBackgrounds: [], masterBackground: { kind: 'picture', part: 'ppt/media/bg.png' },
  pictures: [{ part: 'ppt/media/logo.png', name: 'Logo', box: { x: 0.86, y: 0.044, w: 0.11, h: 0.196 } }],
  placeholders: {}, textColors: {}, notes: [],
};

afterEach(() => setImportedThemes([]));

describe('planSlide in a template theme', () => {
  it('puts the logo under the content and the template\'s picture as the background, with its faces named', () => {
    const theme = themeFromTemplate(FACTS, { id: 'template-acme', fileName: 'acme.potx' });
    if (!theme.template) throw new Error('no template look');
    theme.template.backgroundPicture = PNG_DATA_URL;
    theme.template.pictures = theme.template.pictures.map((p) => ({ ...p, src: PNG_DATA_URL }));
    setImportedThemes([theme]);
    const look = exportLook({ selectedTheme: 'template-acme', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' });
    expect(look.titleFont).toBe('Georgia');
    const plan = planSlide(topicSlide(1, 'grid', 3), 1, { look });
    expect(plan.backgroundImage).toBe(PNG_DATA_URL);
    expect(plan.items[0]).toMatchObject({ kind: 'image', role: 'logo', fit: 'contain', url: PNG_DATA_URL });
    const box = plan.items[0]?.kind === 'image' ? plan.items[0].box : undefined;
    expect(box?.x).toBeCloseTo(8.6, 1);
  });

  it('adds nothing to a built-in theme\'s slide', () => {
    const plan = planSlide(topicSlide(1, 'grid', 3), 1, { look: exportLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' }) });
    expect(plan.items.some((item) => item.kind === 'image' && item.role === 'logo')).toBe(false);
    expect(plan.backgroundImage).toBeUndefined();
  });

  it('draws the master\'s band and footer text on Decksmith\'s master, and the title slide on its layout\'s background without them', () => {
    const footer = {
      name: 'Footer', box: { x: 0.25, y: 0.92, w: 0.5, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false,
      text: { paragraphs: ['Confidential <b>'], color: '#595959', size: 0.025, bold: true, italic: false, align: 'center' as const, anchor: 'middle' as const, font: 'minor', inset: [0, 0, 0, 0] as [number, number, number, number], wrap: true },
    };
    const band = { name: 'Band', box: { x: 0, y: 0, w: 1, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false, fill: '#00807f' };
    const facts: TemplateFacts = { ...FACTS, masterBackground: { kind: 'solid', color: '#ffffff' }, pictures: [], shapes: [band, footer], titleHidesMaster: true, layoutBackgrounds: [{ type: 'title', name: 'Title Slide', fill: { kind: 'solid', color: '#1b2a41' } }] };
    setImportedThemes([themeFromTemplate(facts, { id: 'template-acme', fileName: 'acme.potx' })]);
    const look = exportLook({ selectedTheme: 'template-acme', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' });
    const plan = planSlide(topicSlide(1, 'grid', 3), 1, { look });
    expect(plan.items[0]).toMatchObject({ kind: 'shape', shape: 'rect', fill: { color: '00807F' } });
    expect(plan.items[1]).toMatchObject({ kind: 'text', font: 'Verdana', color: '595959', align: 'center', paragraphs: [[{ text: 'Confidential <b>', bold: true }]] });
    const title = planSlide(titleSlide('Annual review', 'Where we stand'), 0, { look });
    expect(title.background).toBe('1B2A41');
    expect(title.items.some((item) => item.kind === 'text' && item.role === 'title' && item.color === look.template?.titleSlide?.title)).toBe(true);
    expect(title.items.some((item) => item.kind === 'shape' && item.fill?.color === '00807F')).toBe(false);
  });
});

