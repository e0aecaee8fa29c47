/**
 * The URL half of the import dialog: the address field under the drop zone,
 * and the view while the server fetches the page. The address and every
 * message are React text children, never parsed as HTML.
 */
import type { FormEvent } from 'react';

export interface UrlFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error?: string;
}

/** "Or import from a web address": the field, Import, and the reason a try failed. */
export function UrlForm({ value, onChange, onSubmit, error }: UrlFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="mt-4 flex flex-col gap-2" onSubmit={submit} noValidate aria-label="Import from a web address">
      <label htmlFor="upload-url" className="text-sm font-medium text-slate-800">
        Or import from a web address
      </label>
      <div className="flex gap-2">
        <input
          id="upload-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://example.com/article or a PDF link"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'upload-url-error' : 'upload-url-hint'}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
        />
        <button type="submit" className="btn-primary" disabled={value.trim() === ''}>
          Import
        </button>
      </div>
      {error ? (
        <p id="upload-url-error" role="alert" data-testid="upload-url-error" className="m-0 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="upload-url-hint" className="m-0 text-xs text-slate-500">
          A web page or a PDF, DOCX, PPTX, DOC, TXT or MD document; the server fetches it.
        </p>
      )}
    </form>
  );
}

/** While the server fetches and reads the page: the address, an indeterminate bar, and Cancel. */
export function UrlProcessingView({ url, onCancel }: { url: string; onCancel: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3 py-4 text-center" aria-busy="true">
      <p className="m-0 text-sm font-medium text-slate-800">Importing the page...</p>
      <p className="m-0 max-w-full truncate text-xs text-slate-500">{url}</p>
      <div role="progressbar" aria-label="Import progress" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-600" />
      </div>
      <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel} autoFocus data-autofocus>
        Cancel
      </button>
    </div>
  );
}
