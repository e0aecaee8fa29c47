/**
 * Field validators shared by the request schemas: each message names the
 * field and the rule it broke, so a 400 tells the caller what to fix.
 */
import { z } from 'zod';

/** Wording shared by every field's messages, so each 400 names the field and the rule it broke. */
export function missingOrWrongType(field: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`);
}

export function tooLong(field: string, max: number): string {
  return `${field} is too long: at most ${max} characters`;
}

/** A text field: `field` names it in messages. */
export function text(field: string, max: number) {
  return z.string({ error: missingOrWrongType(field, 'text') }).max(max, tooLong(field, max));
}

/** Text that must hold more than white space. */
export function filledText(field: string, max: number) {
  return text(field, max)
    .min(1, `${field} must not be empty`)
    .refine((s) => s.trim().length > 0, `${field} must not be blank`);
}
