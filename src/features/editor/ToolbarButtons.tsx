/**
 * The toggle buttons of the floating toolbar: inline
 * formats, headings, alignment and lists, each pressed (aria-pressed and
 * highlighted) when the selection has it.
 */
import type { ReactNode } from 'react';
import type { Alignment, FormatAction, FormatState } from './formats';

interface Toggle {
  label: string;
  face: ReactNode;
  action: FormatAction;
  pressed: (f: FormatState) => boolean;
  className?: string;
}

/** Four lines aligned like the text they stand for. */
function AlignIcon({ alignment }: { alignment: Alignment }) {
  const widths = alignment === 'justify' ? [14, 14, 14, 14] : [14, 9, 14, 9];
  const x = (w: number) => (alignment === 'center' ? (16 - w) / 2 : alignment === 'right' ? 15 - w : 1);
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
      {widths.map((w, i) => (
        <rect key={i} x={x(w)} y={2 + i * 3.3} width={w} height={1.6} rx={0.8} />
      ))}
    </svg>
  );
}

const ALIGNMENTS: readonly { alignment: Alignment; label: string }[] = [
  { alignment: 'left', label: 'Align left' },
  { alignment: 'center', label: 'Align center' },
  { alignment: 'right', label: 'Align right' },
  { alignment: 'justify', label: 'Justify' },
];

const GROUPS: readonly (readonly Toggle[])[] = [
  [
    { label: 'Bold', face: 'B', className: 'font-bold', action: { kind: 'inline', format: 'bold' }, pressed: (f) => f.bold },
    { label: 'Italic', face: 'I', className: 'italic font-serif', action: { kind: 'inline', format: 'italic' }, pressed: (f) => f.italic },
    { label: 'Underline', face: 'U', className: 'underline', action: { kind: 'inline', format: 'underline' }, pressed: (f) => f.underline },
    { label: 'Strikethrough', face: 'S', className: 'line-through', action: { kind: 'inline', format: 'strikethrough' }, pressed: (f) => f.strikethrough },
  ],
  ([1, 2, 3] as const).map((n) => ({
    label: `Heading ${n}`,
    face: `H${n}`,
    className: 'text-xs font-semibold',
    action: { kind: 'block', type: `heading${n}` } as const,
    pressed: (f: FormatState) => f.elementType === `heading${n}`,
  })),
  ALIGNMENTS.map(({ alignment, label }) => ({
    label,
    face: <AlignIcon alignment={alignment} />,
    action: { kind: 'align', alignment } as const,
    pressed: (f: FormatState) => f.alignment === alignment,
  })),
  [
    { label: 'Bullet list', face: '•≡', className: 'text-sm', action: { kind: 'list', list: 'bullet' }, pressed: (f) => f.listType === 'bullet' },
    { label: 'Numbered list', face: '1.', className: 'text-xs font-semibold', action: { kind: 'list', list: 'numbered' }, pressed: (f) => f.listType === 'numbered' },
  ],
];

export function ToolbarButtons({ formats, run }: { formats: FormatState; run: (action: FormatAction) => void }) {
  return GROUPS.map((group, g) => (
    <span key={g} className="flex items-center gap-0.5">
      {g > 0 && <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/20" />}
      {group.map((t) => {
        const pressed = t.pressed(formats);
        return (
          <button
            key={t.label}
            type="button"
            aria-label={t.label}
            aria-pressed={pressed}
            onClick={() => run(t.action)}
            className={`flex h-8 w-8 items-center justify-center rounded-lg ${t.className ?? 'text-sm'} ${pressed ? 'bg-indigo-500' : 'hover:bg-white/15'}`}
          >
            {t.face}
          </button>
        );
      })}
    </span>
  ));
}
