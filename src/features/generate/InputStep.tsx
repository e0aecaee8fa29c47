import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { creditsLabel, priceOf, priceParts } from '../../core/credits';
import { useBalance } from '../../data/credits';
import { canContinue, setInput, type CreateFormState } from '../../state/create-form';
import { DocumentBanner } from './DocumentBanner';
import type { GenerateFlow } from './flow';
import { ModelAndLanguage, TextAmountCards, ThemeToneImage } from './InputSettings';
import { Notice } from './Notice';
import { SlideCountField } from './SlideCountField';

/** Step 1: the topic or document, slide count, model, language, text amount and looks. */
export function InputStep({ form, flow }: { form: CreateFormState; flow: GenerateFlow }) {
  const { outline, document } = useSnapshot(form);
  const [pending, setPending] = useState(false);
  const busy = pending || outline.phase === 'streaming';
  // In document mode the text sits behind the banner until the user asks to edit it.
  const showPrompt = document === null || document.missing || document.editing;

  const onContinue = async (): Promise<void> => {
    setPending(true);
    try {
      await flow.continueFromInput();
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="grid gap-6"
      aria-label="Input and settings"
      onSubmit={(e) => {
        e.preventDefault();
        void onContinue();
      }}
    >
      <DocumentBanner form={form} />
      {showPrompt && <PromptField form={form} disabled={busy} />}
      <SlideCountField input={form.input} disabled={busy} />
      <ModelAndLanguage input={form.input} disabled={busy} />
      <TextAmountCards input={form.input} disabled={busy} />
      <ThemeToneImage input={form.input} flow={flow} disabled={busy} />
      <Notice form={form} />
      <ContinueButton form={form} busy={busy} />
    </form>
  );
}

function PromptField({ form, disabled }: { form: CreateFormState; disabled: boolean }) {
  // sync: a controlled textarea must see each keystroke at once, or the caret jumps.
  const { text } = useSnapshot(form.input, { sync: true });
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Presentation title / topic
      </label>
      <textarea
        id={id}
        value={text}
        rows={form.document === null ? 3 : 10}
        placeholder="Enter a topic or paste content"
        disabled={disabled}
        className="w-full resize-y rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500"
        onChange={(e) => setInput(form.input, { text: e.currentTarget.value })}
      />
    </div>
  );
}

function ContinueButton({ form, busy }: { form: CreateFormState; busy: boolean }) {
  const { text, slides, disablePhotos } = useSnapshot(form.input);
  const balance = useBalance();
  const price = priceOf(slides, disablePhotos);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {/* The price rule before any click: a credit per slide and per picture in image mode; the flow refuses what the balance cannot cover. */}
      <p className="m-0 text-xs text-slate-500" data-testid="form-price">
        {`Uses ${creditsLabel(price.total)}${price.pictures === 0 ? '' : ` (${priceParts(price)})`}${balance === undefined ? '' : ` of your ${balance}`}`}
      </p>
      <button type="submit" className="btn-primary px-6" disabled={!canContinue(text, busy)} aria-busy={busy}>
        Continue
      </button>
    </div>
  );
}
