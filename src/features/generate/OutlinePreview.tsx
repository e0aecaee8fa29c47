import { useSnapshot } from 'valtio';
import type { OutlineDraft } from '../../state/create-form';
import { OutlineEditor } from './OutlineEditor';

/**
 * The 'Outline Preview' card (step 2): title and description
 * first, then one numbered entry per topic with its overview, each editable.
 * Model text is rendered as text, never as HTML.
 */
export function OutlinePreview({ outline }: { outline: OutlineDraft }) {
  const snap = useSnapshot(outline);
  return (
    <section aria-labelledby="outline-preview-title" className="card p-6">
      <h3 id="outline-preview-title" className="m-0 text-xs font-semibold uppercase tracking-wide text-indigo-700">
        Outline Preview
      </h3>
      <p data-testid="outline-title" className="m-0 mt-2 text-xl font-semibold text-slate-900">
        {snap.title}
      </p>
      {snap.description && <p className="m-0 mt-1 text-sm text-slate-600">{snap.description}</p>}
      <div className="mt-5">
        {snap.titleOnly ? (
          <p className="m-0 text-sm text-slate-600">A one-slide deck is just its title slide, so there are no topics to outline.</p>
        ) : (
          <OutlineEditor outline={outline} />
        )}
      </div>
    </section>
  );
}
