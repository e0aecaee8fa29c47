/**
 * Streaming statistics and the API call log.
 */
import { z } from 'zod';

const count = z.number().int().nonnegative().default(0);

export const streamingStatsSchema = z.object({
  bytesReceived: count,
  slidesProcessed: count,
  imagesLoading: count,
  iconsLoading: count,
  imagesGenerated: count,
  iconsGenerated: count,
  totalImagesRequested: count,
  totalIconsRequested: count,
});
export type StreamingStats = z.infer<typeof streamingStatsSchema>;

/** All counters at zero. */
export function createDefaultStreamingStats(): StreamingStats {
  return streamingStatsSchema.parse({});
}

export const API_CALL_TYPES = ['outline', 'content', 'image', 'icon'] as const;
export const API_CALL_STATUSES = ['pending', 'success', 'error'] as const;
/** The in-memory log keeps the latest 50; the persistent completed log 1000. */
export const API_CALL_LOG_LIMIT = 50;
export const COMPLETED_CALL_LOG_LIMIT = 1000;

export const apiCallLogEntrySchema = z.object({
  /** Dexie assigns numbers; in-memory entries may use strings. */
  id: z.union([z.string(), z.number()]).optional(),
  /** Epoch milliseconds. */
  timestamp: z.number().nonnegative(),
  type: z.enum(API_CALL_TYPES),
  endpoint: z.string(),
  prompt: z.string().default(''),
  status: z.enum(API_CALL_STATUSES),
  /** Milliseconds from request to answer, once known. */
  responseTime: z.number().nonnegative().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiCallLogEntry = z.infer<typeof apiCallLogEntrySchema>;
export type ApiCallLogEntryInput = z.input<typeof apiCallLogEntrySchema>;

/**
 * Adds an entry to the front of a log and drops the oldest beyond `limit`,
 * so the log never grows without bound.
 */
export function appendCallLog<T>(log: readonly T[], entry: T, limit: number = API_CALL_LOG_LIMIT): T[] {
  return [entry, ...log].slice(0, Math.max(0, limit));
}
