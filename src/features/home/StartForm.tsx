/**
 * /home with nothing open (seed 001 §2.7, §4): a compact input form (the
 * full studio comes later) and, when a start configuration is stored, the
 * 'Continue Previous Generation' card whose Regenerate restarts it.
 */
import { useId, useState, type FormEvent } from 'react';
import { SLIDE_COUNT_OPTIONS } from '../../core/config-rules';
import { BLANK_TOPIC } from '../../core/errors';
import { createDefaultGenerationConfig, type GenerationConfig } from '../../core/schemas/config';
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
        <button type="submit" className="btn-primary ml-auto" disabled={busy || topic.trim() === ''}>
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
  onRegenerate: () => void;
}

/** The stored start configuration, offered again. */
export function ContinueCard({ config, busy, onRegenerate }: ContinueCardProps) {
  const topic = config.presentation_title?.trim() || config.input_text.trim();
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
      <button type="button" className="btn-primary" disabled={busy} onClick={onRegenerate}>
        Regenerate
      </button>
    </section>
  );
}
