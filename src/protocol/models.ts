/**
 * The wire format of the local-model calls, shared by the server routes
 * (server/routes/models.ts) and the app's client (src/api/models.ts):
 * GET /api/models lists the catalogue, POST /api/models/pull streams the
 * download's progress as NDJSON lines, DELETE /api/models/:name removes one.
 */
import { z } from 'zod';

/** A catalogue name: lower-case letters, digits, dots and dashes, so it can never be a path. */
export const MODEL_NAME_PATTERN = /^[a-z0-9][a-z0-9.-]{0,63}$/;

export const modelNameSchema = z.string().regex(MODEL_NAME_PATTERN, 'name must be a model name from the catalogue (letters, digits, dots and dashes)');

/** POST /api/models/pull body. */
export const pullRequestSchema = z.strictObject({ name: modelNameSchema });
export type PullRequest = z.infer<typeof pullRequestSchema>;

/** One catalogue entry as the app shows it. */
export const modelInfoSchema = z.object({
  name: z.string(),
  title: z.string(),
  bytes: z.number().int().nonnegative(),
  licence: z.string(),
  /** What the model is good for, one sentence for the settings list. */
  suits: z.string(),
  /** Memory the model wants while it writes, in GB. */
  ramGb: z.number().nonnegative(),
  installed: z.boolean(),
  /** Bytes of an interrupted download kept for resuming (0 when none). */
  partialBytes: z.number().int().nonnegative(),
});
export type ModelInfo = z.infer<typeof modelInfoSchema>;

/** GET /api/models answer. */
export const modelListSchema = z.object({
  models: z.array(modelInfoSchema),
  /** The catalogue name of the model the server writes with, when it uses one. */
  inUse: z.string().nullable(),
  /** The server's writer (provider name): 'local', 'builtin', 'openai'... */
  writer: z.string().nullable(),
});
export type ModelList = z.infer<typeof modelListSchema>;

export const pullProgressLineSchema = z.object({
  type: z.literal('progress'),
  done: z.number().nonnegative(),
  total: z.number().nonnegative(),
  bytesPerSecond: z.number().nonnegative(),
  /** null while the speed is not known yet. */
  secondsLeft: z.number().nonnegative().nullable(),
});
/** The whole file is here and its checksum is being computed (seconds for a large model). */
export const pullVerifyingLineSchema = z.object({ type: z.literal('verifying') });
export const pullDoneLineSchema = z.object({ type: z.literal('done'), name: z.string().optional() });
export const pullErrorLineSchema = z.object({ type: z.literal('error'), message: z.string() });

/** One line of the POST /api/models/pull stream. */
export const pullLineSchema = z.discriminatedUnion('type', [pullProgressLineSchema, pullVerifyingLineSchema, pullDoneLineSchema, pullErrorLineSchema]);
export type PullLine = z.infer<typeof pullLineSchema>;
export type PullProgressLine = z.infer<typeof pullProgressLineSchema>;
