/** One slide drawn read-only for the presenter view (the shared renderer, all text at once). */
import type { Slide } from '../../core/schemas/slide';
import type { SlideLook } from '../../ui/slide/slide-look';
import { SlideCanvas } from '../../ui/slide/SlideCanvas';
import { isSlideLoading } from './autoplay';
import { LOADING_SLIDE_CONTENT } from './texts';

function noop(): void {}

export function PresenterSlide({ slide, index, look }: { slide: Slide; index: number; look: SlideLook }) {
  if (isSlideLoading(slide)) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 text-slate-200" role="status">
        {LOADING_SLIDE_CONTENT}
      </div>
    );
  }
  return <SlideCanvas slide={slide} index={index} look={look} stage={Number.POSITIVE_INFINITY} onBlockDone={noop} media={false} />;
}
