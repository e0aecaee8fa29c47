/**
 * The text of a layout's items: each item is an element over its shape
 * (`data-testid="layout-item"`, `data-shape`) holding the subtopic's heading
 * and overview in the boxes and at the sizes the frame gives, and the
 * subtopic's icon (in the accent colour) where the frame placed it. Also the words of labelled decorations
 * (column labels, the mind map's hub), which are not editable text.
 */
import { memo } from 'react';
import { FLOOR_PX, TEXT_FIT, type Box, type FigureBox, type ItemBox, type LayoutFrame } from '../../core/layouts';
import {
  safeImageUrl, shownIfTooLong, subtopicHeadingBlock, subtopicOverviewBlock, textRect, type RenderSubtopic,
} from '../../core/slide/geometry';
import type { SlideLook } from './slide-look';
import { SlideTextBox, type TypingStage } from './SlideTextBox';

/** A box moved into its item's coordinates. */
const within = (box: Box, item: Box): Box => ({ x: box.x - item.x, y: box.y - item.y, w: box.w, h: box.h });

/**
 * A subtopic's icon in the accent colour: the icon's own shape as a mask
 * over an accent fill, so any single-colour icon takes the theme's accent.
 * Only where the frame gave it a place (beside or above the heading, clear
 * of the text); a subtopic without an icon leaves no gap or placeholder.
 */
function Icon({ src, box, color }: { src: string; box: Box; color: string }) {
  const mask = `url("${src.replace(/"/g, '%22')}") center / contain no-repeat`;
  return (
    <div
      aria-hidden="true"
      data-icon=""
      style={{ position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h, background: color, WebkitMask: mask, mask }}
    />
  );
}

/**
 * A key figure (big-number layout) and the change under it: drawn text,
 * not an editable field (the point's heading and text are edited in their
 * own boxes), in lining figures so '$38.6M' sits on one line in every font.
 */
function Figure({ figure, item, look }: { figure: FigureBox; item: Box; look: SlideLook }) {
  const color = look.figure;
  const line = (text: string, box: Box, size: number, role: string) => (
    <p
      data-text-box={role}
      data-fit-size={size}
      style={{
        position: 'absolute', ...rectStyle(within(textRect(box), item)), margin: 0, overflow: 'hidden', whiteSpace: role === 'figure' ? 'nowrap' : 'normal',
        fontVariantNumeric: 'lining-nums tabular-nums', fontSize: size, lineHeight: TEXT_FIT.lineHeight, fontFamily: look.titleFont, fontWeight: 700,
        color, textAlign: 'center', ...(role === 'delta' ? { textWrap: 'balance' as const } : {}),
      }}
    >
      {text}
    </p>
  );
  return (
    <>
      {line(figure.text, figure.box, figure.size, 'figure')}
      {figure.delta && line(figure.delta.text, figure.delta.box, figure.delta.size, 'delta')}
    </>
  );
}

interface ItemProps {
  item: ItemBox;
  sub: RenderSubtopic;
  slideIndex: number;
  look: SlideLook;
  typing?: TypingStage | undefined;
}

const Item = memo(function Item({ item, sub, slideIndex, look, typing }: ItemProps) {
  const i = item.index;
  // Boxes are fitted with the padding inside them; the text goes in what is left.
  const headingRect = textRect(item.headingBox);
  const bodyRect = textRect(item.bodyBox);
  const icon = item.icon ? safeImageUrl(sub.image_url) : undefined;
  const common = { slideIndex, font: look.bodyFont, color: look.cardText, align: item.align, typing };
  // A key figure's card draws the heading and text without the figure; editing shows them whole.
  const figure = item.figure;
  const headingShown = figure ? figure.heading : shownIfTooLong(sub.heading, item.headingBox, item.headingSize, look.widths.title);
  const bodyShown = figure ? figure.body : shownIfTooLong(sub.overview, item.bodyBox, item.bodySize, look.widths.body);
  return (
    <div
      data-testid="layout-item"
      data-shape={item.shape}
      style={{ position: 'absolute', left: item.x, top: item.y, width: item.w, height: item.h }}
    >
      {icon && item.icon && <Icon src={icon} box={within(item.icon, item)} color={look.accent} />}
      {figure && <Figure figure={figure} item={item} look={look} />}
      <SlideTextBox
        {...common}
        field={`subtopics.${i}.heading`}
        value={sub.heading}
        rich={sub.rich?.heading}
        shown={headingShown}
        multiline={false}
        rect={within(headingRect, item)}
        size={item.headingSize}
        font={look.titleFont}
        bold
        balance
        block={subtopicHeadingBlock(i)}
      />
      {item.bodyBox.h > 0 && (
        <SlideTextBox
          {...common}
          field={`subtopics.${i}.overview`}
          value={sub.overview}
          rich={sub.rich?.overview}
          shown={bodyShown}
          multiline
          rect={within(bodyRect, item)}
          size={item.bodySize}
          block={subtopicOverviewBlock(i)}
        />
      )}
    </div>
  );
});

export interface LayoutItemsProps {
  frame: LayoutFrame;
  subtopics: readonly RenderSubtopic[];
  slideIndex: number;
  look: SlideLook;
  typing?: TypingStage | undefined;
}

export const LayoutItems = memo(function LayoutItems({ frame, subtopics, slideIndex, look, typing }: LayoutItemsProps) {
  return (
    <>
      {frame.decorations?.map((d, k) =>
        d.text === undefined ? null : (
          <div
            key={`label${k}`}
            data-text-box="label"
            data-fit-size={d.textSize ?? FLOOR_PX}
            style={{
              position: 'absolute', ...rectStyle(textRect(d.box)), overflow: 'hidden', overflowWrap: 'normal', fontVariantNumeric: 'lining-nums', textWrap: 'balance',
              fontSize: d.textSize ?? FLOOR_PX, lineHeight: 1.2, fontFamily: look.titleFont, fontWeight: 700, textAlign: 'center',
              color: d.kind === 'label' ? look.title : look.cardText,
              display: 'flex', flexDirection: 'column', justifyContent: 'safe center',
            }}
          >
            <p className="m-0 w-full">{d.text}</p>
          </div>
        ),
      )}
      {frame.items.map((item) => {
        const sub = subtopics[item.index];
        if (sub === undefined || (typing && subtopicHeadingBlock(item.index) > typing.stage)) return null;
        return <Item key={item.index} item={item} sub={sub} slideIndex={slideIndex} look={look} typing={typing} />;
      })}
    </>
  );
});

function rectStyle(box: Box) {
  return { left: box.x, top: box.y, width: box.w, height: box.h };
}
