import { useSnapshot } from 'valtio';
import { documentPreview, editDocumentManually, type CreateFormState } from '../../state/create-form';
import { DOCUMENT_MISSING } from './search';

/**
 * Document mode: the text came from the start screen. Shows a
 * 200-character preview; 'Edit content manually' reveals the whole text in
 * the prompt box. When the link's text is gone, says so instead.
 */
export function DocumentBanner({ form }: { form: CreateFormState }) {
  const { document, input } = useSnapshot(form);
  if (document === null) return null;
  if (document.missing) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        {DOCUMENT_MISSING}
      </div>
    );
  }
  const origin = document.source === 'paste' ? 'Pasted text' : 'Uploaded file';
  return (
    <section aria-labelledby="document-banner-title" className="rounded-xl border border-indigo-200 bg-indigo-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="document-banner-title" className="m-0 text-base font-semibold text-indigo-900">
            Content from uploaded document
          </h2>
          <p className="m-0 mt-1 text-xs text-indigo-700">
            {origin} · {input.text.length.toLocaleString('en-US')} characters
          </p>
        </div>
        {!document.editing && (
          <button
            type="button"
            className="btn-ghost border border-indigo-200 bg-white"
            onClick={() => editDocumentManually(form)}
          >
            Edit content manually
          </button>
        )}
      </div>
      {!document.editing && (
        <p data-testid="document-preview" className="m-0 mt-3 break-words text-sm text-slate-700">
          {documentPreview(input.text)}
        </p>
      )}
    </section>
  );
}
