/**
 * The pictures a template's look needs (background pictures, the logo and
 * other marks on the master), read as bytes with their type. Only formats
 * every browser draws are kept; an EMF logo or a picture past the size cap
 * is left out, and the facts say so rather than pointing at nothing.
 */
import type JSZip from 'jszip';
import type { TemplateFacts, TemplateFill } from '../../core/templates/types';
import type { TemplateLimits } from './limits';

export interface TemplateMedia {
  part: string;
  mime: string;
  bytes: Uint8Array;
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

const extensionOf = (part: string): string => part.slice(part.lastIndexOf('.') + 1).toLowerCase();

/** The kept pictures' bytes, in the order asked, up to the caps. */
export async function readPictures(zip: JSZip, parts: readonly string[], limits: TemplateLimits): Promise<TemplateMedia[]> {
  const media: TemplateMedia[] = [];
  for (const part of parts) {
    const mime = MIME[extensionOf(part)];
    const file = zip.file(part);
    if (!mime || !file || media.length >= limits.maxPictures) continue;
    const bytes = await file.async('uint8array');
    if (bytes.length <= limits.maxPictureBytes) media.push({ part, mime, bytes });
  }
  return media;
}

function describe(part: string): string {
  return part.slice(part.lastIndexOf('/') + 1);
}

/** The facts without the pictures that were not kept, and a note for each one left out. */
export function pictureNotes(facts: TemplateFacts, media: readonly TemplateMedia[]): TemplateFacts {
  const kept = new Set(media.map((m) => m.part));
  const notes = [...facts.notes];
  const leftOut = new Set<string>();
  const keep = (part: string): boolean => {
    if (kept.has(part)) return true;
    if (!leftOut.has(part)) {
      leftOut.add(part);
      const why = MIME[extensionOf(part)] ? 'it is missing or too large' : 'browsers cannot draw its format';
      notes.push(`The picture ${describe(part)} was left out: ${why}.`);
    }
    return false;
  };
  const fill = (f: TemplateFill | undefined): TemplateFill | undefined => (f?.kind === 'picture' && !keep(f.part) ? undefined : f);
  const result: TemplateFacts = {
    ...facts,
    pictures: facts.pictures.filter((p) => keep(p.part)),
    layoutBackgrounds: facts.layoutBackgrounds.filter((b) => fill(b.fill) !== undefined),
    notes,
  };
  const master = fill(facts.masterBackground);
  if (master) result.masterBackground = master;
  else delete result.masterBackground;
  return result;
}
