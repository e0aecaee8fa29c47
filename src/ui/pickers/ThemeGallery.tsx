import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { THEME_CATEGORIES, findTheme, themeBackgroundCss, themesIn, type Theme, type ThemeCategory } from '../../core/themes';
import { useGrowingCount } from '../useGrowingCount';
import { TemplateThemes } from './TemplateThemes';

type Tab = ThemeCategory | 'all';

/** Next tab index for an arrow/Home/End key in a tab list, or undefined for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Options drawn per step: the gallery's 54 swatches come in a few short tasks, not one long one as step 3 opens. */
const OPTIONS_PER_STEP = 16;

/**
 * Theme gallery: category tabs (the WAI-ARIA tabs
 * pattern: arrows move between tabs) over a grid of themes drawn from their
 * own colours; the themes are native radios, so arrows move the choice.
 */
export function ThemeGallery({ value, onChange }: { value: string; onChange(themeId: string): void }) {
  const id = useId();
  const selected = findTheme(value);
  const [tab, setTab] = useState<Tab>('all');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const themes = themesIn(tab);
  const drawn = useGrowingCount(themes.length, { first: 0, step: OPTIONS_PER_STEP });
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const next = tabIndexForKey(e.key, index, THEME_CATEGORIES.length);
    const category = next === undefined ? undefined : THEME_CATEGORIES[next];
    if (next === undefined || !category) return;
    e.preventDefault();
    setTab(category.id);
    tabRefs.current[next]?.focus();
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="m-0 mb-2 text-base font-semibold text-slate-900">
        Theme
      </h3>
      <TemplateThemes value={value} onChange={onChange} name={`${id}-theme`} />
      <div role="tablist" aria-label="Theme categories" className="flex flex-wrap gap-1 border-b border-slate-200">
        {THEME_CATEGORIES.map((category, index) => (
          <button
            key={category.id}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`${id}-tab-${category.id}`}
            aria-selected={tab === category.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === category.id ? 0 : -1}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === category.id ? 'border-indigo-600 font-semibold text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            onClick={() => setTab(category.id)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {category.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="pt-3">
        <fieldset className="m-0 border-0 p-0">
          <legend className="sr-only">Theme</legend>
          {/* Full height while the swatches come in, so nothing below moves as they do. */}
          <div className={`grid grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-4 ${drawn < themes.length ? 'h-96' : 'max-h-96'}`}>
            {themes.map((theme, index) => {
              const checked = selected?.id === theme.id;
              // The checked option is always there: Tab enters a radio group at its checked radio.
              if (index >= drawn && !checked) return null;
              return <ThemeOption key={theme.id} theme={theme} name={`${id}-theme`} checked={checked} onSelect={() => onChange(theme.id)} />;
            })}
          </div>
        </fieldset>
      </div>
    </section>
  );
}

/** The three colour dots of a swatch, painted as one element (white-rimmed circles of 12 px, 4 px apart). */
function dotsBackground(colors: readonly string[]): string {
  return colors.map((color, i) => `radial-gradient(circle 6px at ${6 + 16 * i}px 6px, ${color} 5px, rgb(255 255 255 / 0.6) 5px 6px, transparent 6px)`).join(', ');
}

function ThemeOption({ theme, name, checked, onSelect }: { theme: Theme; name: string; checked: boolean; onSelect(): void }) {
  const { colors } = theme;
  return (
    <label className="block cursor-pointer">
      <input type="radio" name={name} value={theme.id} checked={checked} className="peer sr-only" onChange={onSelect} />
      <span
        data-theme-id={theme.id}
        className={`block overflow-hidden rounded-xl border-2 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 ${
          checked ? 'border-indigo-600' : 'border-transparent hover:border-slate-300'
        }`}
      >
        <span aria-hidden="true" className="block h-20 p-3" style={{ background: themeBackgroundCss(theme) }}>
          <span className="block text-sm font-bold" style={{ color: colors.title }}>
            Aa Title
          </span>
          <span className="block text-xs" style={{ color: colors.body }}>
            Body text
          </span>
          <span className="mt-1 block h-3 w-11" style={{ background: dotsBackground([colors.primary, colors.secondary, colors.accent]) }} />
        </span>
        <span className="block bg-white px-2 py-1 text-xs font-medium text-slate-800">{theme.name}</span>
      </span>
    </label>
  );
}
