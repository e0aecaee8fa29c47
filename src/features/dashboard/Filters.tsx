/**
 * The dashboard's controls: the search box, the grid/list
 * toggle and the filter tabs with their counts.
 */
import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_FILTERS, type DashboardFilter } from '../../core/deck/dashboard';
import type { DeckView } from './virtual';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="relative block min-w-0 flex-1 sm:max-w-md">
      <span className="sr-only">Search presentations</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search presentations..."
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
      />
    </label>
  );
}

const VIEWS: readonly { id: DeckView; label: string; icon: string }[] = [
  { id: 'grid', label: 'Grid view', icon: '▦' },
  { id: 'list', label: 'List view', icon: '☰' },
];

export function ViewToggle({ view, onChange }: { view: DeckView; onChange: (view: DeckView) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {VIEWS.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={view === option.id}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.id)}
          className={`btn px-3 py-1.5 ${view === option.id ? 'bg-indigo-600 text-white' : 'bg-transparent text-slate-600 hover:bg-slate-100'}`}
        >
          <span aria-hidden="true">{option.icon}</span>
        </button>
      ))}
    </div>
  );
}

export interface FilterTabsProps {
  filter: DashboardFilter;
  /** Undefined while the decks are still being read. */
  counts: Record<DashboardFilter, number> | undefined;
  panelId: string;
  onChange: (filter: DashboardFilter) => void;
}

/** ARIA tabs: one Tab stop, arrows (and Home/End) move between tabs and select them. */
export function FilterTabs({ filter, counts, panelId, onChange }: FilterTabsProps) {
  const refs = useRef<Partial<Record<DashboardFilter, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = DASHBOARD_FILTERS.findIndex((f) => f.id === filter);
    const last = DASHBOARD_FILTERS.length - 1;
    const nextIndex = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = DASHBOARD_FILTERS[(nextIndex + last + 1) % (last + 1)];
    if (!next) return;
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <div role="tablist" aria-label="Filter presentations" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-slate-200">
      {DASHBOARD_FILTERS.map(({ id, label }) => {
        const selected = id === filter;
        return (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${panelId}-tab-${id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(id)}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 bg-transparent px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500 ${
              selected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {label}
            <span data-testid={`count-${id}`} className={`rounded-full px-2 text-xs ${selected ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600'}`}>
              {counts ? counts[id] : '…'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
