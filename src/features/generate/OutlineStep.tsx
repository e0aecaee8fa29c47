import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { creditsLabel, priceParts } from '../../core/credits';
import { canGenerateOutline, formPrice, isOutlineReady, type CreateFormState } from '../../state/create-form';
import type { GenerationState } from '../../state/generation';
import type { GenerateFlow } from './flow';
import { Notice } from './Notice';
import { OutlinePreview } from './OutlinePreview';
import { OutlineProgress } from './OutlineProgress';

interface OutlineStepProps {
  form: CreateFormState;
  flow: GenerateFlow;
  generation: GenerationState;
}

/** Runs a flow action with a pending flag, so its buttons stay disabled until it settles. */
function usePending(): [boolean, (action: () => Promise<unknown>) => void] {
  const [pending, setPending] = useState(false);
  const run = (action: () => Promise<unknown>): void => {
    setPending(true);
    void action().finally(() => setPending(false));
  };
  return [pending, run];
}

/** Step 2: generate, watch, review and edit the outline, then continue to visuals. */
export function OutlineStep({ form, flow, generation }: OutlineStepProps) {
  const { outline, input } = useSnapshot(form);
  const [pending, run] = usePending();
  const streaming = outline.phase === 'streaming';
  const busy = pending || streaming;
  const mayGenerate = canGenerateOutline(input.text, busy);
  const ready = isOutlineReady(outline);

  return (
    <div className="grid gap-6">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="m-0 min-w-0 flex-1 truncate text-sm text-slate-600">
          <span className="font-medium text-slate-800">Topic: </span>
          {input.text.trim() || '(none)'}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost border border-slate-200" disabled={busy} onClick={() => flow.goToStep(1)}>
            Edit input
          </button>
          {(outline.phase === 'done' || outline.phase === 'skipped') && (
            <button type="button" className="btn-ghost border border-slate-200" disabled={!mayGenerate} onClick={() => run(flow.generateOutline)}>
              Try again
            </button>
          )}
          <button type="button" className="btn-primary" disabled={!mayGenerate} aria-busy={streaming} onClick={() => run(flow.generateOutline)}>
            Generate Outline
          </button>
        </div>
      </div>

      <OutlineBody form={form} flow={flow} generation={generation} busy={busy} onRetry={() => run(flow.generateOutline)} />

      <Notice form={form} />
      {ready && <OutlinePrice form={form} />}
      <div className="flex justify-between gap-3">
        <button type="button" className="btn-ghost border border-slate-200" disabled={busy} onClick={() => flow.goToStep(1)}>
          Back
        </button>
        <button type="button" className="btn-primary px-6" disabled={busy || !ready} onClick={() => run(flow.continueToVisuals)}>
          Continue to Visuals
        </button>
      </div>
    </div>
  );
}

/** The price of the outline as it stands (its topics in image mode are its pictures); nothing is charged before Generate PPT. */
function OutlinePrice({ form }: { form: CreateFormState }) {
  const { input, outline } = useSnapshot(form);
  const price = formPrice(input, outline);
  return (
    <p className="m-0 text-sm text-slate-600" data-testid="outline-price">
      {`This deck will use ${creditsLabel(price.total)} (${priceParts(price)}). Nothing is charged until you press Generate PPT.`}
    </p>
  );
}

/**
 * Said when the writer gave fewer topics than asked. From a document the
 * builtin composer makes a shorter deck rather than one padded with filler;
 * otherwise the writer stopped early. Either way the user is told how many
 * arrived and can go on with them, add topics by hand, or ask again. Null when
 * the count was met.
 */
export function outlineShortfall(askedSlides: number, topics: number, fromDocument: boolean, cutShort?: string): string | null {
  const asked = askedSlides - 1;
  if (topics <= 0 || topics >= asked) return null;
  const them = topics === 1 ? 'one topic' : `${topics} topics`;
  // The server says why a writer's answer ended early (its output limit, a broken stream).
  if (cutShort !== undefined && cutShort.trim() !== '') return `${cutShort.trim()} Continue with ${them}, add topics below, or try again.`;
  if (fromDocument) return `The text has material for ${them}, so the outline has ${them} instead of ${asked}: no slide is padded with filler. Add topics below if you want more.`;
  return `Only ${topics} of ${asked} topics arrived: the writer stopped early. Continue with ${them}, add topics below, or try again.`;
}

function OutlineBody({ form, generation, busy, onRetry }: OutlineStepProps & { busy: boolean; onRetry(): void }) {
  const { outline, input, document: doc } = useSnapshot(form);
  const gen = useSnapshot(generation);
  switch (outline.phase) {
    case 'streaming':
      return <OutlineProgress state={generation} />;
    case 'error':
      return (
        <section aria-labelledby="outline-failed-title" className="card border-red-200 p-6">
          <h3 id="outline-failed-title" className="m-0 text-lg font-semibold text-red-800">
            Outline Generation Failed
          </h3>
          <p role="alert" className="m-0 mt-2 text-sm text-red-700">
            {outline.error}
          </p>
          <button type="button" className="btn-primary mt-4" disabled={busy || !canGenerateOutline(form.input.text, false)} onClick={onRetry}>
            Try again
          </button>
        </section>
      );
    case 'skipped':
      return (
        <div role="status" className="card p-6 text-sm text-slate-700">
          No outline topic arrived within 10 seconds, so the deck will be written without an outline. Continue to Visuals, or try again.
        </div>
      );
    case 'done': {
      const cutShort = gen.outline?.is_complete === false ? gen.outline.error : undefined;
      const shortfall = outlineShortfall(input.slides, gen.topics.length, doc !== null, cutShort);
      return (
        <>
          {shortfall && (
            <div role="status" data-testid="outline-shortfall" className="card flex flex-wrap items-center gap-3 border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
              <p className="m-0 min-w-0 flex-1">{shortfall}</p>
              {(doc === null || cutShort !== undefined) && (
                <button type="button" className="btn-ghost border border-sky-300" disabled={busy || !canGenerateOutline(form.input.text, false)} onClick={onRetry}>
                  Ask again for {input.slides - 1} topics
                </button>
              )}
            </div>
          )}
          <OutlinePreview outline={form.outline} />
        </>
      );
    }
    case 'idle':
      return <p className="m-0 text-sm text-slate-600">Press Generate Outline to draft the topics of your deck.</p>;
  }
}
