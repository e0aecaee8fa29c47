import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSnapshot } from 'valtio';
import { creditsLabel, priceParts } from '../../core/credits';
import { BODY_FONTS, TITLE_FONTS } from '../../core/fonts';
import type { ImageStyle } from '../../core/schemas/catalog';
import { IMAGE_STYLE_OPTIONS } from '../../core/tones';
import { formPrice, type CreateFormState } from '../../state/create-form';
import { ChoiceCards } from '../../ui/pickers/ChoiceCards';
import type { GenerateEnv } from './flow-app';
import { FontPicker } from '../../ui/pickers/FontPicker';
import { PhotosToggle } from './InputSettings';
import { Notice } from './Notice';
import { StreamingIndicator } from './StreamingIndicator';
import { ThemeGallery } from '../../ui/pickers/ThemeGallery';
import { afterNextFrame } from '../../ui/next-frame';

/**
 * Counts from 0 to `last`, one step per frame after the first render (each
 * stage is laid out in a frame of its own). Step 3
 * arrives in the same task as the outline step leaves (a large DOM to take
 * down) and the deck job starts; its controls then mount in stages (theme
 * gallery and image style, then each of the two font lists of about 25
 * rows), so arriving is a few short tasks rather than one long one.
 */
function useStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return undefined;
    return afterNextFrame(() => setStage((n) => n + 1));
  }, [stage, last]);
  return stage;
}

/**
 * Step 3: the deck already streams in the background while the
 * user picks theme, fonts and image style; each choice is applied to it.
 * Generate PPT opens it on /home.
 */
export function VisualsStep({ form, env }: { form: CreateFormState; env: GenerateEnv }) {
  const { flow, generation } = env;
  const { input, outline } = useSnapshot(form);
  const streaming = useCallback(() => generation.status.startsWith('streaming'), [generation]);
  // From the snapshot, so a change of outline or of the photos switch shows the new price.
  const price = formPrice(input, outline);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const staged = useStage(3);
  // Leaving for /home, the pickers go first (see onGenerate).
  const stage = leaving ? 0 : staged;

  const onGenerate = async (): Promise<void> => {
    setPending(true);
    try {
      const deckId = await flow.generatePpt();
      if (deckId === undefined) return;
      // Two tasks rather than one long one: the pickers (about a thousand elements) are taken down in this one,
      // and /home comes in the next, on a page that is light to leave.
      flushSync(() => setLeaving(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      // /home's `deck` search parameter is declared by the /home route.
      await navigate({ to: '/home', search: { deck: deckId } });
    } finally {
      setPending(false);
      setLeaving(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <p className="m-0 text-sm text-slate-600">
          Your deck “{outline.title}” is being written in the background while you choose how it looks. Every change here applies to it right away.
        </p>
        <StreamingIndicator form={form} jobs={env.jobs} deck={env.deck} />
      </div>

      {/* Until their stage comes the cards stand empty at about their height, so the page does not jump. */}
      <div className={`card p-6 ${stage < 1 ? 'min-h-[32rem]' : ''}`}>
        {stage >= 1 && <ThemeGallery value={input.theme} onChange={(theme) => flow.setVisuals({ theme })} />}
      </div>

      <div className={`card grid gap-6 p-6 md:grid-cols-2 ${stage < 3 ? 'min-h-[22rem]' : ''}`}>
        {stage >= 2 && <FontPicker legend="Title font" fonts={TITLE_FONTS} value={input.titleFont} sample={outline.title || 'Presentation title'} onChange={(titleFont) => flow.setVisuals({ titleFont })} streaming={streaming} />}
        {stage >= 3 && <FontPicker legend="Body font" fonts={BODY_FONTS} value={input.bodyFont} sample="The quick brown fox jumps" onChange={(bodyFont) => flow.setVisuals({ bodyFont })} streaming={streaming} />}
      </div>

      <div className={`card grid gap-4 p-6 ${stage < 1 ? 'min-h-[12rem]' : ''}`}>
        {stage >= 1 && (
          <>
            <ChoiceCards<ImageStyle>
              legend="Image style"
              columns={3}
              choices={IMAGE_STYLE_OPTIONS}
              value={input.imageStyle}
              onChange={(imageStyle) => flow.setVisuals({ imageStyle })}
            />
            <PhotosToggle disablePhotos={input.disablePhotos} onChange={(disablePhotos) => flow.setVisuals({ disablePhotos })} />
          </>
        )}
      </div>

      <Notice form={form} />
      <p className="m-0 text-sm text-slate-600" data-testid="deck-price">
        {`This deck uses ${creditsLabel(price.total)} (${priceParts(price)}), charged when you press Generate PPT. Slides or pictures that never arrive are given back.`}
      </p>
      <div className="flex justify-between gap-3">
        <button type="button" className="btn-ghost border border-slate-200" disabled={pending} onClick={() => flow.goToStep(2)}>
          Back to outline
        </button>
        <button type="button" className="btn-primary px-6" disabled={pending} aria-busy={pending} onClick={() => void onGenerate()}>
          {`Generate PPT (${creditsLabel(price.total)})`}
        </button>
      </div>
    </div>
  );
}
