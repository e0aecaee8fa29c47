import type { Context } from 'hono';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it; a bad body becomes a 400 whose
 * `error` names the field at fault.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'Request body must be valid JSON' }, 400) };
  }
  const result = schema.safeParse(raw);
  if (!result.success) return { ok: false, response: c.json({ error: describeIssues(result.error) }, 400) };
  return { ok: true, data: result.data };
}

/** 'field: message' for the first few issues, so the client can show what to fix. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.') || 'body';
      return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}
