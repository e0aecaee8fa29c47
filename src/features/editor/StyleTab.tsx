/** The Style tab of the Edit Slide modal: the deck's theme and fonts, read only. */
import { fontLabel } from '../../core/fonts';
import type { PresentationSettings } from '../../core/schemas/config';
import { resolveTheme } from '../../core/themes';

type Look = Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont'>;

export function StyleTab({ settings }: { settings: Look }) {
  // The deck view already warns about an unknown theme; here it just shows the fallback's name.
  const theme = resolveTheme(settings.selectedTheme, () => undefined);
  const rows = [
    ['Theme', theme.name],
    ['Heading font', fontLabel(settings.selectedTitleFont)],
    ['Body font', fontLabel(settings.selectedBodyFont)],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="m-0 text-slate-900" data-testid={`style-${term.toLowerCase().replace(' ', '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="m-0 text-xs text-slate-500">The theme and fonts belong to the whole deck: change them in the customisation panel.</p>
    </div>
  );
}
