/**
 * /home with nothing open: a compact input form (the full studio comes
 * later) and, when a start configuration is stored, the 'Continue Previous
 * Generation' card whose Regenerate makes the deck again from the same
 * outline, theme and fonts, after saying what it costs.
 */
import { useId, useState, type FormEvent } from 'react';
import { SLIDE_COUNT_OPTIONS } from '../../core/config-rules';
import { creditsLabel, priceOf, priceParts } from '../../core/credits';
import { BLANK_TOPIC } from '../../core/errors';
import { createDefaultGenerationConfig, type GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { storedTopics } from '../../state/deck-resume';
import { useNativeModal } from '../../ui/useNativeModal';
import { ErrorNotice } from './Notices';

export interface StartFormProps {
  onStart: (config: GenerationConfig) => void;
  busy: boolean;
  error: string | null;
}

export function StartForm({ onStart, busy, error }: StartFormProps) {
  const [topic, setTopic] = useState('');
  const [slides, setSlides] = useState(5);
  const [blank, setBlank] = useState(false);
  const topicId = useId();
  const countId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topic.trim() === '') return setBlank(true);
    onStart(createDefaultGenerationConfig({ input_text: topic.trim(), number_of_slides: slides }));
  };
  return (
    <form className="card mt-8 flex flex-col gap-4 p-6" onSubmit={submit} aria-label="Generate Presentation">
      <h2 className="m-0 text-lg font-semibold text-slate-900">Generate Presentation</h2>
      <label htmlFor={topicId} className="text-sm font-medium text-slate-700">
        Presentation title / topic
      </label>
      <textarea
        id={topicId}
        className="min-h-24 rounded-lg border border-slate-300 p-3 text-base"
        placeholder="Enter a topic or paste content"
        value={topic}
        onChange={(e) => {
          setTopic(e.target.value);
          setBlank(false);
        }}
      />
      <div className="flex flex-wrap items-end gap-4">
        <label htmlFor={countId} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Slides
          <select id={countId} className="rounded-lg border border-slate-300 px-3 py-2" value={slides} onChange={(e) => setSlides(Number(e.target.value))}>
            {SLIDE_COUNT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'slide' : 'slides'}
              </option>
            ))}
          </select>
        </label>
        {/* The price before the click: the slides and the pictures a deck of this size is expected to have. */}
        <p className="m-0 ml-auto text-xs text-slate-500">{`Uses ${creditsLabel(priceOf(slides, false).total)}`}</p>
        <button type="submit" className="btn-primary" disabled={busy || topic.trim() === ''}>
          Generate
        </button>
      </div>
      <ErrorNotice message={blank ? BLANK_TOPIC : error} />
    </form>
  );
}

export interface ContinueCardProps {
  config: GenerationConfig;
  busy: boolean;
  /** Starts the deck again: the stored config (its theme and fonts) and its approved outline, when it has one. */
  onRegenerate: (config: GenerationConfig, topics: readonly OutlineTopic[] | undefined) => void;
}

/** The stored start configuration, offered again; Regenerate asks first and says the price. */
export function ContinueCard({ config, busy, onRegenerate }: ContinueCardProps) {
  const topic = config.presentation_title?.trim() || config.input_text.trim();
  const [asking, setAsking] = useState(false);
  const saved = storedTopics(config.topics_array);
  // The outline as the user approved it (edits included); without one the deck's outline is made again.
  const topics = saved.length > 0 ? saved : undefined;
  const price = priceOf(config.number_of_slides, config.disablePhotos, topics);
  return (
    <section className="card mt-6 flex flex-wrap items-center gap-4 p-6" aria-labelledby="continue-heading">
      <div className="min-w-0 flex-1">
        <h2 id="continue-heading" className="m-0 text-lg font-semibold text-slate-900">
          Continue Previous Generation
        </h2>
        <p className="m-0 mt-1 truncate text-sm text-slate-600">
          {topic.length > 120 ? `${topic.slice(0, 119)}…` : topic} · {config.number_of_slides} {config.number_of_slides === 1 ? 'slide' : 'slides'}
        </p>
      </div>
      <button type="button" className="btn-primary" disabled={busy} onClick={() => setAsking(true)}>
        Regenerate
      </button>
      <RegenerateDialog
        open={asking}
        title={topic}
        text={`This writes a new deck from the same ${topics === undefined ? 'topic' : 'outline'}, theme and fonts, and uses ${creditsLabel(price.total)} (${priceParts(price)}). Slides or pictures that never arrive are given back.`}
        confirm={`Regenerate for ${creditsLabel(price.total)}`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onRegenerate(config, topics);
        }}
      />
    </section>
  );
}

interface RegenerateDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a deck is made again, with its price: Escape and Cancel charge nothing. */
function RegenerateDialog({ open, title, text, confirm, onConfirm, onCancel }: RegenerateDialogProps) {
  const ref = useNativeModal(open);
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={(event) => event.target === event.currentTarget && open && onCancel()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
        {`Regenerate “${title.length > 80 ? `${title.slice(0, 79)}…` : title}”?`}
      </h2>
      <p id={textId} className="m-0 mt-2 text-sm text-slate-700">
        {text}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn-primary" data-autofocus onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
