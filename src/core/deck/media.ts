/**
 * Where a slide's generated pictures go: the topic image
 * in `topic.image_url`, a subtopic's icon or image in its `image_url`. Pure
 * functions over the slides, so the open deck and the stored copy get the
 * same change. A picture lands only where the slide still asks for it (same
 * prompt, no address yet): an edit made while it was on its way wins.
 */
import type { PictureCredit, Slide } from '../schemas/slide';

/** A place on a slide that wants a picture, and the prompt it was asked with. */
export interface MediaTarget {
  slideId: number;
  /** 'topic' for the topic image, 'title' for the title slide's decorative art, else the subtopic's id (subtopic_N_M). */
  place: 'topic' | 'title' | string;
  prompt: string;
  /** For the title slide's art: the theme it is painted in. */
  theme?: string;
}

function samePrompt(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

function placeTopic(slide: Slide, target: MediaTarget, url: string, credit: PictureCredit | undefined): Slide {
  const topic = slide.topic;
  // A picture the user removed while this one was on its way stays removed.
  if (topic === undefined || topic.image_url || slide.picture?.removed === true || !samePrompt(topic.image_prompt, target.prompt)) return slide;
  // A found photo brings its credit, which the exports write out as its licence asks.
  const picture = credit ? { picture: { source: 'search' as const, credit } } : {};
  return { ...slide, hasImage: true, ...picture, topic: { ...topic, image_url: url } };
}

/**
 * The title slide's decorative art: the builtin artist's abstract picture,
 * kept as the title slide's own picture with source 'builtin' (titlePicture
 * shows it only while no topic has a photo). A picture the user gave or
 * removed there wins.
 */
function placeTitle(slide: Slide, target: MediaTarget, url: string): Slide {
  if (slide.type !== 'title' || slide.picture?.removed === true) return slide;
  // Art painted for another theme gives way to the new theme's; anything else on the title slide stays.
  const stale = slide.picture?.source === 'builtin' && slide.picture.chosen !== true && slide.picture.theme !== target.theme;
  if (slide.picture?.url && !stale) return slide;
  return { ...slide, picture: { source: 'builtin', url, ...(target.theme ? { theme: target.theme } : {}) } };
}

function placeSubtopic(slide: Slide, target: MediaTarget, url: string): Slide {
  const topic = slide.topic;
  const at = topic?.subtopics.findIndex((s) => s.id === target.place) ?? -1;
  const sub = topic?.subtopics[at];
  if (topic === undefined || sub === undefined || sub.image_url) return slide;
  const prompt = sub.visual_mode === 'image' ? sub.image_prompt : sub.icon_prompt;
  if (!samePrompt(prompt, target.prompt)) return slide;
  const subtopics = topic.subtopics.map((s, i) => (i === at ? { ...s, image_url: url } : s));
  const flag = sub.visual_mode === 'image' ? { hasImage: true } : { hasIcon: true };
  return { ...slide, ...flag, topic: { ...topic, subtopics } };
}

/**
 * The slides with `url` placed at each target that still wants it (a topic
 * picture with its `credit`, when it is a found photo); the same array when
 * nothing changed (so a store commit is skipped).
 */
export function placeMedia(slides: readonly Slide[], targets: readonly MediaTarget[], url: string, credit?: PictureCredit): readonly Slide[] {
  let changed = false;
  const next = slides.map((slide) => {
    let out = slide;
    for (const target of targets) {
      if (target.slideId !== slide.id) continue;
      if (target.place === 'title') out = placeTitle(out, target, url);
      else out = target.place === 'topic' ? placeTopic(out, target, url, credit) : placeSubtopic(out, target, url);
    }
    changed ||= out !== slide;
    return out;
  });
  return changed ? next : slides;
}

/**
 * The source pages (credit sourceUrl) of the found photos the slides show,
 * each once, in slide order: what a picture call names so the deck never
 * gets the same photo twice. `except` leaves out the slides whose picture
 * is being asked for.
 */
export function deckPhotoPages(slides: readonly Pick<Slide, 'id' | 'type' | 'topic' | 'picture'>[], except: ReadonlySet<number> = new Set()): string[] {
  const pages = new Set<string>();
  for (const slide of slides) {
    if (except.has(slide.id) || slide.picture?.removed === true) continue;
    const shown = slide.type === 'title' ? slide.picture?.url : slide.topic?.image_url;
    const page = slide.picture?.credit?.sourceUrl.trim();
    if (shown && page && /^https?:\/\//i.test(page)) pages.add(page);
  }
  return [...pages];
}
