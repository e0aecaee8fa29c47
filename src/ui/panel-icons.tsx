/** The icons of the studio's side panels in their rails (16 px line drawings in the text colour). */

const ICON = { viewBox: '0 0 16 16', className: 'h-4 w-4', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The slide navigator: a strip of slides. */
export function NavigatorIcon() {
  return (
    <svg aria-hidden="true" {...ICON}>
      <rect x="2.5" y="1.75" width="11" height="5" rx="1" />
      <rect x="2.5" y="9.25" width="11" height="5" rx="1" />
    </svg>
  );
}

/** The customise panel: three sliders. */
export function CustomiseIcon() {
  return (
    <svg aria-hidden="true" {...ICON}>
      <path d="M2 4h12M2 8h12M2 12h12" />
      <circle cx="5" cy="4" r="1.6" fill="currentColor" />
      <circle cx="10.5" cy="8" r="1.6" fill="currentColor" />
      <circle cx="6.5" cy="12" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The Smart layouts panel: a slide split into blocks. */
export function LayoutsIcon() {
  return (
    <svg aria-hidden="true" {...ICON}>
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.25" />
      <path d="M7 2.75v10.5M7 8h7.25" />
    </svg>
  );
}
