/**
 * One slide drawn on a 16:9 box in the deck's theme (seed 001 §2.8, a
 * simple version: the layouts come later). Text is typed block by block in
 * the seed's order when `stage` says so; everything is rendered as text.
 */
import type { CSSProperties, ReactNode } from 'react';
import { SLIDE_BLOCK_MS, SPEED_MS_PER_WORD, Typewriter, splitWords } from '../../ui/Typewriter';
import type { SlideLook } from './look';
import { slideBlocks, type SlideText } from './view';

/**
 * Seed 001 §9 gives 8 s per block and 100 ms per word: a word every
 * 100 ms, and no block longer than 8 s.
 */
function blockTiming(text: string): { durationMs: number } {
  return { durationMs: Math.min(SLIDE_BLOCK_MS, splitWords(text).length * SPEED_MS_PER_WORD.normal) };
}

interface BlockProps {
  index: number;
  /** Blocks before it are typed, it is typing, the ones after wait. */
  stage: number;
  text: string;
  className: string;
  onDone: (index: number) => void;
}

function Block({ index, stage, text, className, onDone }: BlockProps) {
  if (index > stage) return null;
  if (index < stage) return <p className={className}>{text}</p>;
  return <Typewriter as="p" text={text} className={className} timing={blockTiming(text)} onDone={() => onDone(index)} />;
}

export interface SlideCanvasProps {
  slide: SlideText;
  look: SlideLook;
  /** Index of the block being typed; Infinity shows all text at once. */
  stage: number;
  onBlockDone: (index: number) => void;
}

// Sizes in container units: the text scales with the slide like the 1280x720 canvas would.
const titleSize = { fontSize: '4.2cqw', lineHeight: 1.15 } satisfies CSSProperties;
const bodySize = { fontSize: '1.9cqw', lineHeight: 1.4 } satisfies CSSProperties;

/**
 * The 16:9 box of a slide. Its size never depends on its content, so
 * `content-visibility: auto` lets the browser skip the style and layout of
 * the text of every slide off screen (a long deck lays out only what is
 * seen) without moving anything.
 */
function Frame({ look, children }: { look: SlideLook; children: ReactNode }) {
  return (
    <div
      className="relative w-full overflow-hidden rounded-xl shadow-inner"
      style={{ aspectRatio: '16 / 9', background: look.background, containerType: 'inline-size', contentVisibility: 'auto' }}
    >
      <div className="absolute inset-0 flex flex-col overflow-hidden p-[5%]">{children}</div>
    </div>
  );
}

export function SlideCanvas({ slide, look, stage, onBlockDone }: SlideCanvasProps) {
  const blocks = slideBlocks(slide);
  const title = { color: look.title, fontFamily: look.titleFont, ...titleSize };
  const body = { color: look.body, fontFamily: look.bodyFont, ...bodySize };
  const block = (index: number, className: string) => (
    <Block index={index} stage={stage} text={blocks[index]?.text ?? ''} className={className} onDone={onBlockDone} />
  );

  if (slide.type === 'title' || !slide.topic) {
    return (
      <Frame look={look}>
        <div className="my-auto text-center">
          <div style={{ ...title, fontSize: '5.6cqw' }} data-slide-heading="">
            {block(0, 'm-0 font-bold')}
          </div>
          <div className="mx-auto mt-[3%] max-w-[80%]" style={{ ...body, fontSize: '2.2cqw' }}>
            {block(1, 'm-0')}
          </div>
        </div>
      </Frame>
    );
  }

  const subtopics = slide.topic.subtopics;
  return (
    <Frame look={look}>
      <div style={title} data-slide-heading="">
        {block(0, 'm-0 font-bold')}
      </div>
      <div className="mt-[1.5%]" style={body}>
        {block(1, 'm-0')}
      </div>
      {subtopics.length > 0 && (
        <ul className={`m-0 mt-[3%] grid list-none gap-[2%] p-0 ${subtopics.length > 4 ? 'grid-cols-3' : 'grid-cols-2'}`}>
          {subtopics.map((sub, m) => {
            const first = 2 + 2 * m;
            if (first > stage) return null;
            return (
              <li key={sub.id} className="rounded-lg p-[3%]" style={{ background: look.card, color: look.cardText, borderTop: `0.4cqw solid ${look.accent}` }}>
                <div style={{ fontFamily: look.titleFont, fontSize: '1.7cqw', lineHeight: 1.2 }}>{block(first, 'm-0 font-semibold')}</div>
                <div className="mt-[4%]" style={{ fontFamily: look.bodyFont, fontSize: '1.35cqw', lineHeight: 1.35 }}>
                  {block(first + 1, 'm-0')}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Frame>
  );
}
