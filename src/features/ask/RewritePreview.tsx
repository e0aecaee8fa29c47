/**
 * The rewritten slide typing itself in on the card while the rewrite runs,
 * with the same typewriter as generation; read only (the slide itself
 * changes when the whole answer is in).
 */
import { useState } from 'react';
import type { Slide } from '../../core/schemas/slide';
import { SlideCanvas } from '../../ui/slide/SlideCanvas';
import type { SlideLook } from '../../ui/slide/slide-look';

export interface RewritePreviewProps {
  preview: Slide;
  /** Position of the slide in the deck. */
  index: number;
  look: SlideLook;
}

export function RewritePreview({ preview, index, look }: RewritePreviewProps) {
  const [stage, setStage] = useState(0);
  return (
    <div data-rewrite-preview="">
      <SlideCanvas slide={preview} index={index} look={look} stage={stage} onBlockDone={(i) => setStage((s) => Math.max(s, i + 1))} media={false} />
    </div>
  );
}
