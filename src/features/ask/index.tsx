/**
 * Asking the deck, as the studio puts it on screen: the Ask box and the
 * rewrite's state on each slide card, the Ask section of the Edit Slide
 * modal (handed to the editor through SlideAskContext), and the toolbar's
 * deck menu with its progress.
 */
import type { ReactNode } from 'react';
import type { Rewriter } from '../../state/rewrite/types';
import type { AskSlideRef, SlideAskContextValue, SlideAskSectionOptions } from '../../ui/slide/ask-context';
import { AskBox } from './AskBox';
import { EditGate } from './EditGate';
import { RewriteStatus } from './RewriteStatus';

export { AskPanel, AskToggle, useSlideAsk, type SlideAsk } from './SlideAsk';
export { DeckAskMenu } from './DeckAskMenu';
export { DeckAskStatus } from './DeckAskStatus';
export { RewritePreview } from './RewritePreview';
export { RewriteStatus } from './RewriteStatus';

function EditorAsk({ rewriter, slide, options }: { rewriter: Rewriter; slide: AskSlideRef; options: SlideAskSectionOptions }) {
  return (
    <section aria-label="Ask" className="mb-4 flex flex-col gap-2 border-b border-slate-200 pb-4">
      <RewriteStatus rewriter={rewriter} slideId={slide.id} />
      <AskBox rewriter={rewriter} slideId={slide.id} number={slide.index + 1} onAsked={options.onAsked} blocked={options.blocked} />
    </section>
  );
}

/** The Edit Slide modal's Ask section and its question before editing a slide whose rewrite waits. */
export function askSlot(rewriter: Rewriter): SlideAskContextValue {
  return {
    renderSection: (slide, options) => <EditorAsk rewriter={rewriter} slide={slide} options={options} />,
    renderEditGate: (slide, onLeave, form: ReactNode, titleId) => (
      <EditGate rewriter={rewriter} slideId={slide.id} number={slide.index + 1} onLeave={onLeave} titleId={titleId}>
        {form}
      </EditGate>
    ),
  };
}
