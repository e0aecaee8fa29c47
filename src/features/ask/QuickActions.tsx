/**
 * The quick actions of the Ask box, one button each. Each button says its
 * price in its description (and on hover); the prices are also written out
 * under the buttons. A button the writer cannot do is disabled and
 * described by the writer's reason (on hover too), written out under a
 * line that names the buttons that are off.
 */
import { useId } from 'react';
import type { EditAction } from '../../protocol/edit';
import type { Rewriter } from '../../state/rewrite/types';
import { QUICK_ACTIONS, creditsText } from './actions';

export interface QuickActionsProps {
  rewriter: Rewriter;
  slideId: number;
  /** Id of the text saying why the slide cannot be asked now (all buttons disabled), or null. */
  waitId: string | null;
  onAsk: (action: EditAction) => void;
}

const CHIP =
  'rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:border-indigo-400 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500';

interface Row {
  action: EditAction;
  label: string;
  price: string;
  refused: string | null;
}

/** The prices in words: '1 credit each' when all agree, else each exception named. */
function priceLine(rows: readonly Row[]): string {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.price, (counts.get(r.price) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const others = rows.filter((r) => r.price !== common).map((r) => `${r.label}: ${r.price}`);
  return [`Quick actions: ${common} each`, ...others].join('; ') + '.';
}

/** 'Not with this writer: Regenerate, Simpler. Why?' */
function offLine(rows: readonly Row[]): string {
  return `Not with this writer: ${rows.filter((r) => r.refused).map((r) => r.label).join(', ')}. Why?`;
}

export function QuickActions({ rewriter, slideId, waitId, onAsk }: QuickActionsProps) {
  const ids = useId();
  const rows: Row[] = QUICK_ACTIONS.map(({ action, label }) => ({
    action,
    label,
    price: creditsText(rewriter.price({ slideId, action })),
    refused: rewriter.unsupported(action),
  }));
  const reasons = [...new Set(rows.flatMap((r) => (r.refused ? [r.refused] : [])))];
  const reasonId = (reason: string) => `${ids}-why-${reasons.indexOf(reason)}`;
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        {rows.map((r) => (
          <button
            key={r.action}
            type="button"
            className={CHIP}
            title={r.refused ?? r.price}
            disabled={r.refused !== null || waitId !== null}
            aria-describedby={r.refused ? reasonId(r.refused) : (waitId ?? undefined)}
            onClick={() => onAsk(r.action)}
          >
            {r.label}
          </button>
        ))}
      </div>
      <p className="m-0 text-xs text-slate-600">{priceLine(rows)}</p>
      {reasons.length > 0 && (
        // The writer's reasons are long and alike: folded under one line, each still the description of its buttons.
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer select-none">{offLine(rows)}</summary>
          {reasons.map((reason) => (
            <p key={reason} id={reasonId(reason)} className="mb-0 mt-1">
              {rows.filter((r) => r.refused === reason).map((r) => r.label).join(', ')}: {reason}
            </p>
          ))}
        </details>
      )}
    </>
  );
}
