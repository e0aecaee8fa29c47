import { z } from 'zod';

const required = (message: string, max: number, field: string) =>
  z.string().trim().min(1, message).max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters`);

/** The contact form's rules; messages are shown next to the fields. */
export const contactSchema = z.object({
  firstName: required('Please enter your first name', 100, 'First name'),
  lastName: required('Please enter your last name', 100, 'Last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  subject: required('Please enter a subject', 200, 'Subject'),
  message: required('Please write your message', 5_000, 'Message'),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

export type ContactCheck = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

/** Validates the form; on failure, the first problem of each field. */
export function checkContact(values: Record<ContactField, string>): ContactCheck {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A mailto: link that carries the message, so the user can send it from their mail app. */
export function mailtoLink(to: string, m: ContactInput): string {
  const body = `${m.message}\n\n— ${m.firstName} ${m.lastName} <${m.email}>`;
  return `mailto:${to}?subject=${encodeURIComponent(m.subject)}&body=${encodeURIComponent(body)}`;
}
