/**
 * The deck check's findings, listed per slide, each with the fixes that
 * remove it. Presentational (no store): DeckCheck.tsx feeds it, and its
 * tests render it to markup.
 */
import type { Ref } from 'react';
import type { Finding, FixAction } from '../../core/deck-check';

export interface DeckCheckPanelViewProps {
  id: string;
  findings: readonly Finding[];
  /** Fixes can be applied (the deck on screen is the one being edited). */
  editable: boolean;
  onShow(finding: Finding): void;
  onFix(finding: Finding, fix: FixAction): void;
  onClose(): void;
  /** The last fix applied, said to screen readers. */
  status?: string;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** Findings grouped by slide, in deck order. */
export function bySlide(findings: readonly Finding[]): { slideIndex: number; findings: Finding[] }[] {
  const groups = new Map<number, Finding[]>();
  for (const f of findings) groups.set(f.slideIndex, [...(groups.get(f.slideIndex) ?? []), f]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([slideIndex, list]) => ({ slideIndex, findings: list }));
}

/** 'No problems found', or how many problems on how many slides. */
export function summary(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'No problems found';
  const slides = new Set(findings.map((f) => f.slideIndex)).size;
  const problems = findings.length === 1 ? '1 problem' : `${findings.length} problems`;
  return `${problems} on ${slides === 1 ? '1 slide' : `${slides} slides`}`;
}

export function DeckCheckPanelView({ id, findings, editable, onShow, onFix, onClose, status, headingRef }: DeckCheckPanelViewProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-testid="deck-check-panel" className="card fixed bottom-4 right-4 z-40 flex max-h-[70vh] w-[26rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden shadow-xl">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="m-0 mr-auto text-sm font-semibold text-slate-900 outline-none">
          Deck check
        </h2>
        <button type="button" className="btn-ghost px-2 py-1" aria-label="Close the deck check" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p role="status" className="m-0 px-3 pt-2 text-sm text-slate-700" data-testid="deck-check-summary">
        {summary(findings)}
        {status ? <span className="sr-only"> {status}</span> : null}
      </p>
      {findings.length > 0 && (
        <ol className="m-0 list-none space-y-3 overflow-y-auto p-3">
          {bySlide(findings).map((group) => (
            <li key={group.slideIndex}>
              <h3 className="m-0 mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Slide {group.slideIndex + 1}</h3>
              <ul className="m-0 list-none space-y-2 p-0">
                {group.findings.map((f) => (
                  <li key={f.key} data-testid="deck-check-finding" data-kind={f.kind} className="rounded-lg border border-slate-200 p-2">
                    <button type="button" className="w-full cursor-pointer border-0 bg-transparent p-0 text-left text-sm text-slate-800 hover:underline" title="Show this slide" onClick={() => onShow(f)}>
                      {f.message}
                    </button>
                    {f.fixes.length > 0 && (
                      <div role="group" aria-label="Fixes" className="mt-2 flex flex-wrap gap-1">
                        {f.fixes.map((fix) => (
                          <button
                            key={fix.kind}
                            type="button"
                            className="btn-ghost border border-slate-300 px-2 py-1 text-xs"
                            disabled={!editable}
                            title={editable ? undefined : 'Open the deck for editing to apply fixes'}
                            onClick={() => onFix(f, fix)}
                          >
                            {fix.label}
                          </button>
                        ))}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
