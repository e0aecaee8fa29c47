/**
 * Reads a company template in a fresh extraction worker, so a big one never
 * holds up the page; progress comes as steps done. What comes back is
 * checked before anyone stores it: facts of the wrong shape, or pictures
 * that are not bytes of a drawable format, are refused as a damaged file.
 * The refusals read as on the main thread: the size is checked here before
 * the file is loaded, and the hard stop speaks of the template.
 */
import { parseTemplateFacts } from '../core/templates/schema';
import { ExtractError } from '../extract/errors';
import type { TemplateMedia, TemplateRead } from '../extract/template';
import { TEMPLATE_DAMAGED, TEMPLATE_LIMITS, templateError, templateTooLarge, type TemplateLimits } from '../extract/template/limits';
import { REQUEST_ID, callWorker, defaultExtractWorker, startWorker, type ExtractProgress, type ExtractWorkerLike } from './worker-call';

export interface TemplateClientOptions {
  onProgress?: ExtractProgress;
  signal?: AbortSignal;
  limits?: Partial<TemplateLimits>;
  /** Makes the worker (a fake one in tests); null means the platform has none. */
  createWorker?: () => ExtractWorkerLike | null;
}

const DRAWABLE_MIME = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function isMedia(value: unknown): value is TemplateMedia {
  const m = value as Partial<TemplateMedia> | null;
  return typeof m === 'object' && m !== null && typeof m.part === 'string' && typeof m.mime === 'string' && DRAWABLE_MIME.has(m.mime) && m.bytes instanceof Uint8Array;
}

/** The worker's answer as a TemplateRead, or a refusal naming the file damaged. */
export function checkTemplateRead(read: unknown): TemplateRead {
  const value = read as { facts?: unknown; media?: unknown } | null;
  const facts = parseTemplateFacts(value?.facts);
  const media = value?.media;
  if (!facts || !Array.isArray(media) || !media.every(isMedia)) throw new ExtractError('damaged', TEMPLATE_DAMAGED);
  return { facts, media };
}

/**
 * The look of a .pptx/.potx/.pptm and its pictures' bytes, read off the main thread.
 * @throws ExtractError with the reader's message naming the problem; Error('An unexpected
 *   error occurred') when no worker can be started or the worker dies.
 */
export async function readTemplateInWorker(file: Blob & { name: string }, options: TemplateClientOptions = {}): Promise<TemplateRead> {
  const maxBytes = options.limits?.maxBytes ?? TEMPLATE_LIMITS.maxBytes;
  // A file past the cap is refused before it is loaded into memory, in the reader's words.
  if (file.size >= maxBytes) throw new ExtractError('too_large', templateTooLarge(file.size, maxBytes));
  if (options.signal?.aborted) throw new ExtractError('cancelled');
  const worker = startWorker(options.createWorker ?? defaultExtractWorker);
  const bytes = await file.arrayBuffer();
  try {
    return await callWorker(worker, {
      request: { type: 'template', id: REQUEST_ID, bytes, fileName: file.name, ...(options.limits ? { limits: options.limits } : {}) },
      timeoutMs: options.limits?.timeoutMs ?? TEMPLATE_LIMITS.timeoutMs,
      onProgress: options.onProgress,
      signal: options.signal,
      answer(reply) {
        if (reply.type !== 'template') throw new ExtractError('damaged', TEMPLATE_DAMAGED);
        return checkTemplateRead(reply.read);
      },
    });
  } catch (error) {
    throw error instanceof ExtractError ? templateError(error) : error;
  }
}
