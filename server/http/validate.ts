import type { Context } from 'hono';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it; a bad body becomes a 400 whose
 * `error` names the field at fault and the rule it broke.
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

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** topics_array[0].heading */
function fieldName(path: Path): string {
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '');
}

/**
 * For a value that matched no member of a union, the issue of the member
 * whose type it had (a list with a bad topic is about that topic, not about
 * not being text); the union's own issue when no member fits.
 */
function unionBranchIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const fitting = issue.errors.find((branch) => branch.length > 0 && !(branch[0]?.code === 'invalid_type' && branch[0].path.length === 0));
  const inner = fitting?.[0];
  return inner ? unionBranchIssue({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/** "field rule", the field written out in full (the schemas' messages start with the field's own name). */
function describeIssue(issue: Issue): string {
  const field = fieldName(issue.path);
  if (!field) return issue.message;
  const own = issue.path.at(-1);
  if (typeof own === 'string' && issue.message.startsWith(`${own} `)) return `${field}${issue.message.slice(own.length)}`;
  if (issue.message.startsWith(field)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** The first issue of each field (up to three), so the client can show what to fix. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of error.issues) {
    const issue = unionBranchIssue(raw);
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    parts.push(describeIssue(issue));
    if (parts.length === 3) break;
  }
  return parts.join('; ');
}
