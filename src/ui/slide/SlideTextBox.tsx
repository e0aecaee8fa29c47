/**
 * One piece of slide text in its box: absolutely placed in canvas px, at the
 * size the fit chose, clipped to the box. It is drawn through the slide edit
 * context when there is one (the editor draws an inline editor), typed by
 * the typewriter while its block is the one being typed, and otherwise
 * written as text (or, when the user formatted it, its formatting: see
 * RichText).
 */
import { createContext, memo, useContext, type CSSProperties } from 'react';
import type { SlideTextField } from '../../core/commands';
import { TEXT_FIT, type Box, type TextAlign } from '../../core/layouts';
import { SLIDE_BLOCK_MS, SPEED_MS_PER_WORD, Typewriter, splitWords } from '../Typewriter';
import { SlideEditContext } from './edit-context';
import type { FormattedText } from '../../core/text/rich';
import { RichText } from './RichText';

/** True: draw text as its bare words, read-only, whatever edit context is around (thumbnails). */
export const PlainText = createContext(false);

/** Which block the typewriter is on; blocks before it are typed, those after wait. */
export interface TypingStage {
  stage: number;
  onBlockDone: (block: number) => void;
}

/**
 * Typing pace: a word every 100 ms, and no block longer than 8 s, so a
 * long block speeds up instead of holding up the slide.
 */
function blockTiming(text: string): { durationMs: number } {
  return { durationMs: Math.min(SLIDE_BLOCK_MS, splitWords(text).length * SPEED_MS_PER_WORD.normal) };
}

export interface SlideTextBoxProps {
  slideIndex: number;
  field: SlideTextField;
  /** The plain text. */
  value: string;
  /** The user's formatting of `value`, if any (core/text/rich.ts). */
  rich?: FormattedText | undefined;
  /** Drawn instead of `value` when the fit had to shorten it (not while editing). */
  shown?: string | undefined;
  multiline: boolean;
  /** Text rectangle in canvas px (padding already taken off). */
  rect: Box;
  size: number;
  font: string;
  color: string;
  align: TextAlign;
  bold?: boolean;
  /** Centre the text vertically in its box. */
  middle?: boolean;
  /** Balance the lines (a title over two lines keeps no word alone on the second). */
  balance?: boolean;
  block: number;
  typing?: TypingStage | undefined;
  /** Extra attributes (data-slide-heading on the heading). */
  marks?: Record<`data-${string}`, string>;
}

const INNER = 'm-0 w-full';

export const SlideTextBox = memo(function SlideTextBox(props: SlideTextBoxProps) {
  const { slideIndex, field, value, rich, shown, multiline, rect, size, font, color, align, bold = false, middle = false, balance = false, block, typing, marks } = props;
  const ctx = useContext(SlideEditContext);
  const plain = useContext(PlainText);
  if (typing && block > typing.stage) return null;
  const style: CSSProperties = {
    position: 'absolute',
    left: rect.x,
    top: rect.y,
    width: rect.w,
    height: rect.h,
    overflow: 'hidden',
    // Lines break at spaces only; the fit check lets a word break only when it cannot fit even at the floor size.
    overflowWrap: 'normal',
    wordBreak: 'normal',
    hyphens: 'manual',
    // Old-style figures (Playfair's default) drop digits below the line in '$38.6M'.
    fontVariantNumeric: 'lining-nums',
    ...(balance ? { textWrap: 'balance' as const } : {}),
    fontSize: size,
    lineHeight: TEXT_FIT.lineHeight,
    fontFamily: font,
    fontWeight: bold ? 700 : 400,
    color,
    textAlign: align,
    ...(middle ? { display: 'flex', flexDirection: 'column', justifyContent: 'safe center' } : {}),
  };
  let content;
  if (typing && block === typing.stage) {
    content = <Typewriter as="p" text={value} className={INNER} timing={blockTiming(value)} onDone={() => typing.onBlockDone(block)} />;
  } else if (ctx && !plain) {
    content = ctx.renderText({ slideIndex, field, value, rich, multiline, className: INNER });
  } else if (shown !== undefined) {
    content = (
      <p className={INNER} title={value} style={{ whiteSpace: 'pre-line' }}>
        {shown}
      </p>
    );
  } else if (plain) {
    content = <p className={INNER}>{value}</p>;
  } else {
    content = <RichText value={value} rich={rich} className={INNER} />;
  }
  return (
    <div data-text-box={field} data-fit-size={size} style={style} {...marks}>
      {content}
    </div>
  );
});
