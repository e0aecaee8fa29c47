/**
 * The Content tab of the Edit Slide modal: Title (3 rows)
 * and Description (4 rows) on the title slide; Heading (one line) and
 * Overview (4 rows) on a content slide, then its points, a point with no
 * heading shown as 'Point N'; and the speaker notes.
 */
import type { SlideDraft, SubtopicDraft } from './draft';
import { TextField } from './fields';

export interface ContentTabProps {
  titleSlide: boolean;
  draft: SlideDraft;
  onChange: (patch: Partial<SlideDraft>) => void;
  /** Fields whose stored text has formatting that an edit here replaces. */
  formatted: ReadonlySet<string>;
}

const FORMATTING_NOTE = 'Changing this text here removes its formatting.';

export function ContentTab({ titleSlide, draft, onChange, formatted }: ContentTabProps) {
  const setSubtopic = (i: number, patch: Partial<SubtopicDraft>) =>
    onChange({ subtopics: draft.subtopics.map((s, m) => (m === i ? { ...s, ...patch } : s)) });
  const note = (field: string) => (formatted.has(field) ? FORMATTING_NOTE : undefined);
  return (
    <div className="flex flex-col gap-4">
      {titleSlide ? (
        <>
          <TextField label="Title" rows={3} value={draft.main} onChange={(main) => onChange({ main })} autoFocus note={note('main')} />
          <TextField label="Description" rows={4} value={draft.body} onChange={(body) => onChange({ body })} note={note('body')} />
        </>
      ) : (
        <>
          <TextField label="Heading" value={draft.main} onChange={(main) => onChange({ main })} autoFocus note={note('main')} />
          <TextField label="Overview" rows={4} value={draft.body} onChange={(body) => onChange({ body })} note={note('body')} />
        </>
      )}
      {draft.subtopics.length > 0 && (
        <section aria-label="Points" className="flex flex-col gap-3">
          <h3 className="m-0 text-sm font-semibold text-slate-900">Points</h3>
          {draft.subtopics.map((sub, i) => {
            const name = `Point ${i + 1}`;
            return (
              <fieldset key={i} className="m-0 flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">{sub.heading.trim() || name}</legend>
                <TextField label="Heading" ariaLabel={`${name} heading`} value={sub.heading} onChange={(heading) => setSubtopic(i, { heading })} note={note(`s${i}h`)} />
                <TextField label="Overview" ariaLabel={`${name} overview`} rows={2} value={sub.overview} onChange={(overview) => setSubtopic(i, { overview })} note={note(`s${i}o`)} />
              </fieldset>
            );
          })}
        </section>
      )}
      <TextField label="Notes" rows={4} value={draft.notes} onChange={(notes) => onChange({ notes })} placeholder="Speaker notes, for you only" />
    </div>
  );
}
