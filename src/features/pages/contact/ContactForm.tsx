import { useRef, useState, type FormEvent } from 'react';
import { isQuotaError } from '../../../data/errors';
import { saveMessage, type SavedMessage } from '../../../data/messages';
import { COMPANY } from '../company';
import { Icon } from '../shared/Icon';
import { CONTACT_FIELDS, checkContact, mailtoLink, type ContactErrors, type ContactField } from './contactSchema';

const EMPTY: Record<ContactField, string> = { firstName: '', lastName: '', email: '', subject: '', message: '' };
const LABELS: Record<ContactField, string> = { firstName: 'First name', lastName: 'Last name', email: 'Email', subject: 'Subject', message: 'Message' };
const INPUT = 'mt-1.5 w-full rounded-lg border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition focus:ring-4';

/** The contact form: validates with zod, then keeps the message on this device. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, errors follow the typing so a fixed field clears at once.
    if (tried) {
      const check = checkContact(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFailure(null);
    const check = checkContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = CONTACT_FIELDS.find((f) => check.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      setSaved(await saveMessage(check.data));
      setValues(EMPTY);
      setErrors({});
      setTried(false);
    } catch (err) {
      setFailure(isQuotaError(err) ? 'Your device storage is full, so the message was not saved. Free some space and try again.' : 'The message could not be saved on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (saved) return <Saved message={saved} onAnother={() => setSaved(null)} />;
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="firstName" value={values.firstName} error={errors.firstName} onChange={update} autoComplete="given-name" />
        <Field field="lastName" value={values.lastName} error={errors.lastName} onChange={update} autoComplete="family-name" />
      </div>
      <Field field="email" type="email" value={values.email} error={errors.email} onChange={update} autoComplete="email" />
      <Field field="subject" value={values.subject} error={errors.subject} onChange={update} />
      <Field field="message" multiline value={values.message} error={errors.message} onChange={update} />
      {failure && <p role="alert" className="m-0 rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-700">{failure}</p>}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={busy}>
          {busy ? 'Saving…' : 'Send Message'}
        </button>
        <p className="m-0 text-sm text-slate-500">Your message is saved on this device first; nothing is uploaded.</p>
      </div>
    </form>
  );
}

interface FieldProps {
  field: ContactField;
  value: string;
  error?: string;
  onChange: (field: ContactField, value: string) => void;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

function Field({ field, value, error, onChange, type = 'text', multiline = false, autoComplete }: FieldProps) {
  const id = `contact-${field}`;
  const look = `${INPUT} ${error ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-100' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-100'}`;
  const common = {
    id,
    name: field,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: look,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {LABELS[field]}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(field, e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(field, e.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="mb-0 mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function Saved({ message, onAnother }: { message: SavedMessage; onAnother: () => void }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <p className="m-0 flex items-center gap-2.5 text-lg font-semibold text-emerald-900">
        <Icon name="check" className="h-6 w-6" />
        Message saved on this device
      </p>
      <p className="mb-0 mt-2 text-[15px] leading-7 text-emerald-900/80">
        “{message.subject}” is stored in this browser, not sent over the internet: Decksmith has no mail server. To reach us,
        send it from your e-mail app; it opens with your message filled in.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={mailtoLink(COMPANY.supportEmail, message)} className="btn-primary no-underline">
          <Icon name="mail" className="h-4 w-4" />
          Send by e-mail
        </a>
        <button type="button" className="btn-ghost border border-emerald-300 bg-white" onClick={onAnother}>
          Write another message
        </button>
      </div>
    </div>
  );
}
