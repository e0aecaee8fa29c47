/**
 * The question a deck action asks before it runs: Translate (which
 * language), Change tone (which tone) or Add a slide about (what). The
 * button says the price; an action the writer cannot do shows the writer's
 * reason and its button stays disabled.
 */
import { useId, useState, type FormEvent } from 'react';
import { TONE_OPTIONS } from '../../core/tones';
import { DEFAULT_LANGUAGE, type Tone } from '../../core/schemas/catalog';
import type { EditAction } from '../../protocol/edit';
import type { DeckRewriteAction, Rewriter } from '../../state/rewrite/types';
import { useNativeModal } from '../../ui/useNativeModal';
import { creditsText } from './actions';

export type DeckQuestion = 'translate' | 'tone' | 'add-slide';

export interface LanguageOption {
  value: string;
  label: string;
}

export interface DeckAskDialogProps {
  rewriter: Rewriter;
  question: DeckQuestion | null;
  /** The languages offered (those of the generate form). */
  languages: readonly LanguageOption[];
  /** The deck's own language and tone, not offered first. */
  language: string | undefined;
  tone: Tone;
  onAsk: (action: DeckRewriteAction) => void;
  onClose: () => void;
}

const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none';

/** The slide action each deck question asks of every slide (or of the new one), whose writer's limits it shares. */
const QUESTION_ACTIONS: Record<DeckQuestion, EditAction> = { translate: 'translate', tone: 'instruction', 'add-slide': 'regenerate' };
const TITLES: Record<DeckQuestion, string> = { translate: 'Translate the deck', tone: 'Change the tone', 'add-slide': 'Add a slide about...' };
const VERBS: Record<DeckQuestion, string> = { translate: 'Translate', tone: 'Change tone', 'add-slide': 'Add slide' };
const NOTES: Record<DeckQuestion, string> = {
  translate: 'The text, the speaker notes and the picture prompts go into the language; the layout stays.',
  tone: 'Every slide is rewritten in the tone; the layout stays.',
  'add-slide': 'The new slide goes where it fits in the deck.',
};

interface Answers {
  language: string;
  tone: string;
  topic: string;
}

function Fields({ question, languages, language, tone, topic, set }: Answers & { question: DeckQuestion; languages: readonly LanguageOption[]; set: (patch: Partial<Answers>) => void }) {
  const id = useId();
  if (question === 'translate') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">Language</label>
        <select id={id} className={FIELD} value={language} data-autofocus onChange={(e) => set({ language: e.target.value })}>
          {languages.map((l) => <option key={l.value} value={l.value}>{l.label}</option>)}
        </select>
      </div>
    );
  }
  if (question === 'tone') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">Tone</label>
        <select id={id} className={FIELD} value={tone} data-autofocus onChange={(e) => set({ tone: e.target.value })}>
          {TONE_OPTIONS.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
        </select>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">Slide topic</label>
      <input id={id} type="text" className={FIELD} value={topic} maxLength={500} data-autofocus placeholder="e.g. the costs of the first year" onChange={(e) => set({ topic: e.target.value })} />
    </div>
  );
}

/** The deck action the answers make, or null while one is missing. */
function actionOf(question: DeckQuestion, answers: Answers): DeckRewriteAction | null {
  if (question === 'translate') return { kind: 'translate', targetLanguage: answers.language };
  if (question === 'tone') return { kind: 'tone', tone: answers.tone as Tone };
  return answers.topic.trim() === '' ? null : { kind: 'add-slide', about: answers.topic.trim() };
}

/** The first language that is not the deck's own (a deck that does not say is in the default language). */
function firstOther(options: readonly LanguageOption[], own = DEFAULT_LANGUAGE): string {
  return (options.find((o) => o.value !== own) ?? options[0])?.value ?? DEFAULT_LANGUAGE;
}

export function DeckAskDialog({ rewriter, question, languages, language, tone, onAsk, onClose }: DeckAskDialogProps) {
  const ref = useNativeModal(question !== null);
  const titleId = useId();
  const refusedId = useId();
  const [answers, setAnswers] = useState<Answers>(() => ({ language: firstOther(languages, language), tone: TONE_OPTIONS.find((t) => t.value !== tone)?.value ?? tone, topic: '' }));
  const set = (patch: Partial<Answers>) => setAnswers((a) => ({ ...a, ...patch }));
  const action = question === null ? null : actionOf(question, answers);
  // The deck actions go through a slide action each: a tone change is an instruction, a new slide is written afresh.
  const refused = question === null ? null : rewriter.unsupported(QUESTION_ACTIONS[question]);
  const price = creditsText(rewriter.price(action ?? { kind: 'add-slide', about: 'x' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === null || refused !== null) return;
    onAsk(action);
    ref.current?.close();
  };
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} className="w-full max-w-md rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40">
      {question && (
        <form className="flex flex-col gap-4 p-6" onSubmit={submit} noValidate>
          <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">{TITLES[question]}</h2>
          <p className="m-0 text-sm text-slate-600">{NOTES[question]}</p>
          <Fields question={question} languages={languages} language={answers.language} tone={answers.tone} topic={answers.topic} set={set} />
          {refused && (
            <p id={refusedId} role="alert" className="m-0 text-sm text-rose-800">{refused}</p>
          )}
          <footer className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-ghost border border-slate-300 px-3 py-1.5" onClick={() => ref.current?.close()}>Cancel</button>
            <button type="submit" className="btn-primary px-4 py-1.5" disabled={action === null || refused !== null} aria-describedby={refused ? refusedId : undefined}>
              {VERBS[question]} ({price})
            </button>
          </footer>
        </form>
      )}
    </dialog>
  );
}
