import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createForm, resetCreateForm, type CreateFormState, type FormDefaults } from '../../state/create-form';
import { takeHandoff } from '../../state/handoff';
import { loadFont } from '../../state/fonts';
import { whenIdle } from '../../ui/useWhenIdle';
import { AppHeader } from '../frame/AppHeader';
import { useGenerateEnv } from '../../features/generate/env-context';
import type { GenerateEnv } from '../../features/generate/flow-app';
import { InputStep } from '../../features/generate/InputStep';
import { OutlineStep } from '../../features/generate/OutlineStep';
import { QueuedNotice } from '../../features/generate/QueuedNotice';
import { receiveDocument, type GenerateSearch } from '../../features/generate/search';
import { StepIndicator } from '../../features/generate/StepIndicator';
import { VisualsStep } from '../../features/generate/VisualsStep';

/**
 * Document mode intake: the text behind `content` fills the
 * form once, then the parameters leave the URL. The ref keeps StrictMode's
 * second effect run from reading a sessionStorage copy that is already gone.
 */
function useDocumentHandoff(form: CreateFormState, search: GenerateSearch, loaded: boolean, defaults: () => FormDefaults): void {
  const navigate = useNavigate();
  const taken = useRef<string | null>(null);
  const { source, content } = search;
  useEffect(() => {
    // After the kept form is back: a new document replaces it, not the other way round.
    if (!loaded || (source === undefined && content === undefined)) return;
    if (source !== undefined && content !== undefined && taken.current !== content) {
      taken.current = content;
      receiveDocument(form, source, takeHandoff(content), defaults());
    }
    void navigate({ to: '/generate', search: {}, replace: true });
  }, [form, source, content, navigate, loaded, defaults]);
}

const STEP_NAMES = { 1: 'Input & Settings', 2: 'Generate Outline', 3: 'Visuals & Generate' } as const;
/** What the page says about the form kept on the device. */
const DRAFT_TEXT = { idle: '', saving: 'Saving your progress…', saved: 'Progress saved on this device', failed: 'Your progress could not be saved on this device' } as const;

/**
 * Moving to another step replaces the controls that had the focus; without
 * this the focus falls to <body> and keyboard and screen-reader users start
 * again from the top of the page, which the new step also opens at. Not on
 * the first render: arriving on the page keeps the browser's own focus.
 */
function useFocusOnStepChange(step: 1 | 2 | 3) {
  const ref = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // Next frame: focusing inside the commit would force a layout of the new step at once. A new step opens at
    // its top, as a new page does (the button that led here was often at the bottom of a long outline).
    const frame = requestAnimationFrame(() => {
      window.scrollTo({ top: 0, left: 0 });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return ref;
}

interface GeneratePageProps {
  search: GenerateSearch;
  form?: CreateFormState;
  env?: GenerateEnv;
}

/** /generate: the three steps from a topic or document to a deck streaming into /home. */
export function GeneratePage({ search, form = createForm, env: given }: GeneratePageProps) {
  const appEnv = useGenerateEnv();
  const env = given ?? appEnv;
  // A visit after a finished flow (deck opened or queued) starts with a blank form; done once, before the first paint.
  useState(() => form.finished && resetCreateForm(form, env.defaults()));
  const [draft] = useState(env.draft);
  const { loaded, state: draftState } = useSnapshot(draft.status);
  useDocumentHandoff(form, search, loaded, env.defaults);
  const { step, queuedDeckId } = useSnapshot(form);
  const stepRef = useFocusOnStepChange(step);
  const router = useRouter();
  // /home's code is fetched and evaluated while the user writes the topic and reviews the outline, not on 'Generate PPT'
  // (a user who moves fast reaches step 3 before the browser is first idle there).
  useEffect(() => whenIdle(() => void router.preloadRoute({ to: '/home', search: {} }).catch(() => undefined), 2_000), [router]);
  // So are the deck's fonts as chosen so far: each family's stylesheet, and each face as it arrives, makes the browser
  // restyle and lay out the whole page, a long task on /home as the deck streams in, and a short one here on step 1.
  useEffect(() => whenIdle(() => [form.input.titleFont, form.input.bodyFont].forEach((id) => void loadFont(id)), 2_000), [form]);
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader back="/start" title="Generate Presentation" />
      <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6">
        <div className="grid gap-4">
          <h1 className="m-0 text-2xl font-semibold text-slate-900">Generate Presentation</h1>
          <StepIndicator current={step} />
          <p role="status" data-testid="draft-status" className="m-0 min-h-5 text-xs text-slate-500">
            {DRAFT_TEXT[draftState]}
          </p>
        </div>
        <section ref={stepRef} tabIndex={-1} aria-label={`Step ${step}: ${STEP_NAMES[step]}`} className="outline-none">
          {!loaded ? (
            <p className="m-0 text-slate-600">Loading...</p>
          ) : queuedDeckId !== null ? (
            <QueuedNotice deckId={queuedDeckId} />
          ) : step === 1 ? (
            <InputStep form={form} flow={env.flow} />
          ) : step === 2 ? (
            <OutlineStep form={form} flow={env.flow} generation={env.generation} />
          ) : (
            <VisualsStep form={form} env={env} />
          )}
        </section>
      </main>
    </div>
  );
}
