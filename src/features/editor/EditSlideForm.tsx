/**
 * The inside of the Edit Slide modal: header with the
 * slide number, its kind and a Home link; Content / Style / Media tabs over a
 * draft copy of the slide; Cancel and 'Save Changes'. Save hands the
 * commands for what changed to `onSave`; nothing is written before. Above
 * the tabs, the page's Ask section (SlideAskContext) where it provides one:
 * asking closes the modal (the rewrite shows on the slide's card), and
 * waits while the draft has unsaved changes.
 */
import { Link } from '@tanstack/react-router';
import { useContext, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CommandStep } from '../../core/commands';
import type { PresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import { formattingFor, type FormattedText } from '../../core/text/rich';
import { SlideAskContext } from '../../ui/slide/ask-context';
import { ContentTab } from './ContentTab';
import { backgroundError, draftOf, isTitleSlide, saveSteps, type SlideDraft } from './draft';
import { MediaTab } from './MediaTab';
import { StyleTab } from './StyleTab';
import { TabList, tabIds } from './Tabs';

type TabId = 'content' | 'style' | 'media';
const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'style', label: 'Style' },
  { id: 'media', label: 'Media' },
] as const;

export interface EditSlideFormProps {
  index: number;
  slide: Slide;
  settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont'>;
  titleId: string;
  onSave: (steps: CommandStep[]) => void;
  onCancel: () => void;
  /** Leaving for /app from the Home link. */
  onHome: () => void;
}

/** Draft fields whose stored text carries formatting (an edit in the form replaces it with plain text). */
function formattedFields(slide: Slide): Set<string> {
  const topic = isTitleSlide(slide) ? undefined : slide.topic;
  const set = new Set<string>();
  const isFormatted = (value: string, rich: FormattedText | undefined): boolean => formattingFor(value, rich) !== undefined;
  if (isFormatted(topic?.heading ?? slide.title, slide.rich?.title)) set.add('main');
  if (isFormatted(topic?.overview ?? slide.description, slide.rich?.description)) set.add('body');
  topic?.subtopics.forEach((s, i) => {
    if (isFormatted(s.heading, s.rich?.heading)) set.add(`s${i}h`);
    if (isFormatted(s.overview, s.rich?.overview)) set.add(`s${i}o`);
  });
  return set;
}

export function EditSlideForm({ index, slide, settings, titleId, onSave, onCancel, onHome }: EditSlideFormProps) {
  const prefix = useId().replace(/:/g, '');
  // The slide as it was when the modal opened: the draft is compared with it on Save.
  const [initial] = useState(() => draftOf(slide));
  const [draft, setDraft] = useState<SlideDraft>(initial);
  const [tab, setTab] = useState<TabId>('content');
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const formatted = useMemo(() => formattedFields(slide), [slide]);
  const titleSlide = isTitleSlide(slide);
  const ask = useContext(SlideAskContext);
  const unsaved = draft !== initial ? 'Save or cancel your changes first: a rewrite starts from the saved slide.' : null;

  const change = (patch: Partial<SlideDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('backgroundImage' in patch) setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = backgroundError(draft, initial);
    if (problem) {
      setError(problem);
      setTab('media');
      // The Media panel is only hidden, so its field can take focus at once.
      requestAnimationFrame(() => urlRef.current?.focus());
      return;
    }
    onSave(saveSteps(index, slide, initial, draft));
  };
  const panel = (id: TabId) => ({ id: tabIds(prefix, id).panel, role: 'tabpanel', 'aria-labelledby': tabIds(prefix, id).tab, hidden: tab !== id, className: 'pt-4' });

  return (
    <form onSubmit={submit} className="flex max-h-[90vh] min-h-0 flex-col" noValidate>
      <header className="flex items-center gap-3 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
          {/* The slide's number as its card badge and the navigator show it (its stored id can differ: the title slide is 0). */}
          Edit Slide <span className="font-normal text-slate-500">#{index + 1}</span>
        </h2>
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700" data-testid="slide-kind">
          {titleSlide ? 'Title Slide' : 'Content Slide'}
        </span>
        <Link to="/app" onClick={onHome} className="btn-ghost ml-auto border border-slate-300 px-3 py-1.5 no-underline">
          Home
        </Link>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
        {ask?.renderSection({ index, id: slide.id }, { onAsked: onCancel, blocked: unsaved })}
        <TabList label="Slide editor" prefix={prefix} tabs={TABS} selected={tab} onSelect={setTab} />
        <div {...panel('content')}>
          <ContentTab titleSlide={titleSlide} draft={draft} onChange={change} formatted={formatted} />
        </div>
        <div {...panel('style')}>
          <StyleTab settings={settings} />
        </div>
        <div {...panel('media')}>
          <MediaTab draft={draft} onChange={change} imagePrompt={slide.topic?.image_prompt ?? ''} error={error} urlRef={urlRef} index={index} />
        </div>
      </div>
      <footer className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary">
          Save Changes
        </button>
      </footer>
    </form>
  );
}
