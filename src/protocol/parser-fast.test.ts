import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { streamLineSchema } from './lines';
import { fastValidate } from './parser-fast';

const dir = join(process.cwd(), 'tests/fixtures/streams');
const recorded: Record<string, unknown>[] = readdirSync(dir)
  .filter((f) => f.endsWith('.ndjson'))
  .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
  .flatMap((line) => {
    try {
      const v: unknown = JSON.parse(line);
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });

const ODD_VALUES: unknown[] = [undefined, null, 0, 1.5, true, '', 'x', [], {}, ['a'], { heading: 'h' }, 'image', 'video'];

/** Every recorded line with each field in turn replaced by an odd value, plus an extra key. */
function mutations(line: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{ ...line, extra_key: 1 }];
  for (const key of [...Object.keys(line), 'subtopics', 'overview', 'visual_mode', 'image_prompt']) {
    for (const odd of ODD_VALUES) out.push({ ...line, [key]: odd });
  }
  const subs = line.subtopics;
  if (Array.isArray(subs) && subs.length > 0) {
    for (const odd of ODD_VALUES) out.push({ ...line, subtopics: [{ ...(subs[0] as object), heading: odd }] });
    for (const odd of ODD_VALUES) out.push({ ...line, subtopics: [{ ...(subs[0] as object), visual_mode: odd }] });
  }
  return out;
}

describe('fastValidate agrees with the zod schemas', () => {
  it('has recorded lines of every common type to compare on', () => {
    const types = new Set(recorded.map((l) => l.type));
    for (const t of ['status', 'topic', 'content', 'done', 'error']) expect(types).toContain(t);
  });

  it('accepts every well-formed recorded line (the fast path is really taken)', () => {
    for (const line of recorded.filter((l) => l.type !== 'outline_complete')) {
      const parsed = streamLineSchema.safeParse(line);
      if (parsed.success) expect(fastValidate(line)).toEqual(parsed.data);
    }
  });

  it('never accepts what the schema refuses, and returns what the schema returns', () => {
    let compared = 0;
    for (const line of recorded.flatMap(mutations)) {
      const fast = fastValidate(line);
      if (fast === null) continue;
      const parsed = streamLineSchema.safeParse(line);
      expect(parsed.success, JSON.stringify(line)).toBe(true);
      if (parsed.success) expect(fast).toEqual(parsed.data);
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });
});
