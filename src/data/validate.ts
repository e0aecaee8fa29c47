/**
 * Reading rows back through their zod schema: whatever is on the device
 * (an older build, a manual edit, a half-written row) a corrupt row is
 * reported and skipped instead of crashing a screen.
 */
import type { z } from 'zod';
import { emitDataEvent } from './events';

/**
 * The row parsed by `schema`, or undefined when it does not fit (reported
 * as a 'corrupt-row' event and a console warning).
 */
export function parseRow<S extends z.ZodType>(schema: S, row: unknown, table: string, key: unknown): z.output<S> | undefined {
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  const message = result.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ');
  console.warn(`Skipped an unreadable ${table} row`, key, message);
  emitDataEvent({ type: 'corrupt-row', table, key, message });
  return undefined;
}

/** The rows that parse, in order; the others are reported and skipped. */
export function parseRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
  table: string,
  keyOf: (row: unknown) => unknown,
): z.output<S>[] {
  const parsed: z.output<S>[] = [];
  for (const row of rows) {
    const value = parseRow(schema, row, table, keyOf(row));
    if (value !== undefined) parsed.push(value);
  }
  return parsed;
}

/** The `key` field of a stored row, for reports. */
export function keyField(field: string): (row: unknown) => unknown {
  return (row) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined);
}
