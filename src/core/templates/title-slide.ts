/**
 * The deck's title slide on a template's title layout, which often has a
 * background of its own (a dark band, a photo) and may hide the master's
 * logo and shapes. Its title and body colours are chosen from the
 * template's palette to reach WCAG AA on that background, as the other
 * slides' are on the master's.
 */
import { relativeLuminance } from '../themes/contrast';
import type { TemplateTitleSlide } from '../themes/types';
import { chooseTextColor } from './text-colors';
import type { TemplateFacts, TemplateFill, TemplatePalette } from './types';

/** The colours a fill shows: a gradient's stops, a picture's measured colour (or the palette's light colour). */
export function fillColors(fill: TemplateFill | undefined, palette: TemplatePalette, measured: Readonly<Record<string, string>>): string[] {
  if (!fill) return [palette.lt1];
  if (fill.kind === 'solid') return [fill.color];
  if (fill.kind === 'gradient') return fill.stops;
  return [measured[fill.part] ?? fill.color ?? palette.lt1];
}

/**
 * The title slide's look, or undefined when the title layout is drawn like
 * every other slide (no background of its own, the master's shapes shown).
 * `master` is what the other slides are drawn on. The template states no
 * text colour for its title layout here, so its usual ones (light on dark,
 * dark on light) are the start, and a passing palette colour is taken quietly.
 */
export function titleSlideOf(
  facts: TemplateFacts,
  palette: TemplatePalette,
  master: { background: string; backgroundStops: readonly string[]; title: string; body: string },
  measured: Readonly<Record<string, string>>,
): TemplateTitleSlide | undefined {
  const fill = facts.layoutBackgrounds.find((b) => b.type === 'title')?.fill;
  const hideMaster = facts.titleHidesMaster === true;
  if (!fill) {
    if (!hideMaster) return undefined;
    const picture = facts.masterBackground?.kind === 'picture' ? { backgroundPicture: facts.masterBackground.part } : {};
    return { background: master.background, backgroundStops: [...master.backgroundStops], title: master.title, body: master.body, hideMaster, ...picture };
  }
  const backgrounds = fillColors(fill, palette, measured);
  const dark = relativeLuminance(backgrounds[0] as string) < 0.2;
  const order = [
    [palette.dk1, palette.lt1, palette.dk2, palette.lt2],
    [palette.accent1, palette.accent2, palette.accent3, palette.accent4, palette.accent5, palette.accent6],
  ];
  const title = chooseTextColor('title slide title', dark ? palette.lt1 : palette.dk2, order, backgrounds);
  const body = chooseTextColor('title slide text', dark ? palette.lt2 : palette.dk1, order, backgrounds);
  const look: TemplateTitleSlide = {
    background: backgrounds[0] as string,
    backgroundStops: backgrounds.length >= 2 ? backgrounds : [],
    title: title.color,
    body: body.color,
    hideMaster,
  };
  if (fill.kind === 'picture') look.backgroundPicture = fill.part;
  return look;
}
