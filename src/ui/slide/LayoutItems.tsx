/**
 * The text of a layout's items: each item is an element over its shape
 * (`data-testid="layout-item"`, `data-shape`) holding the subtopic's heading
 * and overview in the boxes and at the sizes the frame gives, and the
 * subtopic's icon when it has one. Also the words of labelled decorations
 * (column labels, the mind map's hub), which are not editable text.
 */
import { memo } from 'react';
import type { Box, ItemBox, LayoutFrame } from '../../core/layouts';
import { safeImageUrl, shownIfTooLong, subtopicHeadingBlock, subtopicOverviewBlock, textRect, type RenderSubtopic } from '../../core/slide/geometry';
import { SlideImage } from './SlideImage';
import type { SlideLook } from './slide-look';
import { SlideTextBox, type TypingStage } from './SlideTextBox';

/** A box moved into its item's coordinates. */
const within = (box: Box, item: Box): Box => ({ x: box.x - item.x, y: box.y - item.y, w: box.w, h: box.h });

/** Where a subtopic's icon sits: the item's lower right corner, under the text. */
function iconBox(item: Box): Box {
  const s = Math.max(20, Math.min(56, Math.min(item.w, item.h) * 0.28));
  return { x: item.w - s - 8, y: item.h - s - 8, w: s, h: s };
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
  const icon = safeImageUrl(sub.image_url);
  const common = { slideIndex, font: look.bodyFont, color: look.cardText, align: item.align, typing };
  return (
    <div
      data-testid="layout-item"
      data-shape={item.shape}
      style={{ position: 'absolute', left: item.x, top: item.y, width: item.w, height: item.h }}
    >
      {icon && <SlideImage src={icon} alt={sub.heading} box={iconBox(item)} fit="contain" opacity={0.35} />}
      <SlideTextBox
        {...common}
        field={`subtopics.${i}.heading`}
        value={sub.heading}
        rich={sub.rich?.heading}
        shown={shownIfTooLong(sub.heading, item.headingBox, item.headingSize, look.widths.title)}
        multiline={false}
        rect={within(headingRect, item)}
        size={item.headingSize}
        font={look.titleFont}
        bold
        block={subtopicHeadingBlock(i)}
      />
      {item.bodyBox.h > 0 && (
        <SlideTextBox
          {...common}
          field={`subtopics.${i}.overview`}
          value={sub.overview}
          rich={sub.rich?.overview}
          shown={shownIfTooLong(sub.overview, item.bodyBox, item.bodySize, look.widths.body)}
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
            data-fit-size={d.textSize ?? 14}
            style={{
              position: 'absolute', ...rectStyle(textRect(d.box)), overflow: 'hidden', overflowWrap: 'anywhere',
              fontSize: d.textSize ?? 14, lineHeight: 1.2, fontFamily: look.titleFont, fontWeight: 700, textAlign: 'center',
              color: d.kind === 'label' ? look.title : look.cardText,
              display: 'flex', flexDirection: 'column', justifyContent: 'safe center',
            }}
          >
            <p className="m-0 w-full">{shownIfTooLong(d.text, d.box, d.textSize ?? 14, look.widths.title) ?? d.text}</p>
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
