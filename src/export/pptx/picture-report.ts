/**
 * The export report's one line about pictures: how the bitmaps went into
 * the file (JPEG or PNG, at what size, cut to their frame, stored once), so
 * a user who finds a JPEG where they uploaded a PNG, or a smaller picture,
 * was told. Icons are not counted here (the 'rasterised' note covers SVG).
 */
import type { ExportIssue } from '../types';
import type { EmbeddedImage } from './images';

export interface PictureTally {
  /** Each stored picture once (the image cache hands out one object per address, size and framing). */
  seen: Set<EmbeddedImage>;
}

export function pictureTally(): PictureTally {
  return { seen: new Set() };
}

/** Records a picture that went into a slide (icons are left to the 'rasterised' note). */
export function tallyPicture(tally: PictureTally, image: EmbeddedImage, role: string): void {
  if (role !== 'icon') tally.seen.add(image);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The report line, or undefined when the deck has no pictures. `deduplicated`: media parts the zip stores once instead of several times. */
export function pictureNote(tally: PictureTally, deduplicated: number): ExportIssue | undefined {
  const images = [...tally.seen];
  if (images.length === 0) return undefined;
  const sentences: string[] = [];
  const encoded = images.filter((i) => i.stored !== undefined);
  const jpeg = encoded.filter((i) => i.stored?.kind === 'jpeg' && i.stored.reencoded).length;
  const png = encoded.filter((i) => i.stored?.kind === 'png' && i.stored.reencoded).length;
  const asCame = images.length - encoded.length;
  const alreadyRight = encoded.length - jpeg - png;
  const cut = encoded.filter((i) => i.stored?.cut).length;
  const made: string[] = [];
  if (jpeg > 0) made.push(`${plural(jpeg, 'photo was', 'photos were')} stored as JPEG`);
  if (png > 0) made.push(`${plural(png, 'drawing or picture with transparency was', 'drawings or pictures with transparency were')} stored as PNG`);
  if (made.length > 0) sentences.push(`${made.join(' and ')}, at no more than twice the size they are shown.`);
  if (cut > 0) sentences.push(`The file keeps only the part the slide shows of ${cut === 1 ? '1 picture' : `${cut} pictures`}, so ${cut === 1 ? 'its' : 'their'} crop cannot be widened in PowerPoint.`);
  if (alreadyRight > 0) sentences.push(`${plural(alreadyRight, 'picture was', 'pictures were')} already at ${alreadyRight === 1 ? 'its' : 'their'} size and stored as ${alreadyRight === 1 ? 'it' : 'they'} came.`);
  if (asCame > 0) sentences.push(`${plural(asCame, 'picture went', 'pictures went')} in as ${asCame === 1 ? 'it' : 'they'} came, at full size (${encoded.length === 0 ? 'this export could not re-encode pictures' : 'it could not be decoded to re-encode it'}).`);
  if (deduplicated > 0) sentences.push(`${plural(deduplicated, 'copy of a picture used on several slides was', 'copies of pictures used on several slides were')} left out: the file stores each picture once.`);
  return { kind: 'pictures', message: `Pictures: ${sentences.join(' ')}` };
}
