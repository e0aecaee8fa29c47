/**
 * ARIA tabs for the Edit Slide modal (Content / Style / Media): one tab
 * stop, arrow keys, Home and End move and select (automatic activation).
 */
import type { KeyboardEvent } from 'react';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
}

/** Ids linking a tab to its panel. */
export function tabIds(prefix: string, id: string) {
  return { tab: `${prefix}-tab-${id}`, panel: `${prefix}-panel-${id}` };
}

export interface TabListProps<T extends string> {
  label: string;
  prefix: string;
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function TabList<T extends string>({ label, prefix, tabs, selected, onSelect }: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const keys: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabIds(prefix, next.id).tab)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const ids = tabIds(prefix, t.id);
        const active = t.id === selected;
        return (
          <button
            key={t.id}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(t.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${active ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
