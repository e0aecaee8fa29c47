/**
 * The pictures of one planned slide, loaded before the slide is written: a
 * picture that cannot be had is left out (the slide is still made) and
 * reported with the slide's number.
 */
import type { ExportIssue } from '../types';
import type { EmbeddedImage, ImageOutcome, ImageTarget } from './images';
import type { SlidePlan } from './plan-types';

type Load = (url: string, target: ImageTarget) => Promise<ImageOutcome>;

interface Wanted {
  url: string;
  box: ImageTarget;
  role: string;
}

/** Called for each picture that made it into the slide (the export's picture summary counts them). */
export type EmbeddedSink = (url: string, image: EmbeddedImage, role: string) => void;

function wantedImages(plan: SlidePlan): Wanted[] {
  const wanted: Wanted[] = plan.items.flatMap((item) =>
    item.kind === 'image' ? [{ url: item.url, box: { w: item.box.w, h: item.box.h, fit: item.fit, framing: item.framing, tint: item.tint }, role: item.role }] : [],
  );
  if (plan.backgroundImage !== undefined) wanted.unshift({ url: plan.backgroundImage, box: { w: 10, h: 5.625, fit: 'cover' }, role: 'background image' });
  return wanted;
}

function skippedMessage(plan: SlidePlan, role: string, reason: string): string {
  const what = role === 'icon' ? 'an icon' : `the ${role}`;
  const result = role === 'icon' ? 'so it was left out' : 'so the slide has no picture there';
  return `Slide ${plan.number}: ${what} ${reason}, ${result}.`;
}

/** Loads every picture of `plan`; those that fail are reported in `issues` and missing from the map. */
export async function resolveSlideImages(plan: SlidePlan, load: Load, issues: ExportIssue[], embedded?: EmbeddedSink): Promise<Map<string, EmbeddedImage>> {
  const wanted = wantedImages(plan);
  const outcomes = await Promise.all(wanted.map((w) => load(w.url, w.box)));
  const images = new Map<string, EmbeddedImage>();
  const reported = new Set<string>();
  /** What came as SVG, and the bitmap kind it went in as. */
  const rasterised = new Map<string, 'PNG' | 'JPEG'>();
  outcomes.forEach((outcome, i) => {
    const w = wanted[i]!;
    if (outcome.ok) {
      images.set(w.url, outcome.image);
      embedded?.(w.url, outcome.image, w.role);
      // Icons are said once for the whole deck by the caller (index.ts), not on every slide.
      if (outcome.image.rasterised && w.role !== 'icon') rasterised.set(`the ${w.role}`, outcome.image.stored?.kind === 'jpeg' ? 'JPEG' : 'PNG');
    } else if (!reported.has(`${w.role} ${w.url}`)) {
      reported.add(`${w.role} ${w.url}`);
      issues.push({ slide: plan.number, kind: 'image-skipped', message: skippedMessage(plan, w.role, outcome.reason) });
    }
  });
  if (rasterised.size > 0) {
    const what = [...rasterised.keys()].join(' and ');
    const kinds = [...new Set(rasterised.values())].join(' and ');
    issues.push({ slide: plan.number, kind: 'rasterised', message: `Slide ${plan.number}: ${what} came as a vector drawing (SVG) and is embedded as a ${kinds} picture.` });
  }
  return images;
}
