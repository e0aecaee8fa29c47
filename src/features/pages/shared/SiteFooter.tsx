import { Link } from '@tanstack/react-router';
import { Logo } from './Logo';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/documentation', label: 'Documentation' },
      { to: '/api-reference', label: 'API reference' },
      { to: '/status', label: 'System status' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help center' },
      { to: '/support', label: 'Support' },
      { to: '/contactus', label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms-conditions', label: 'Terms & conditions' },
      { to: '/cancellation-refund', label: 'Cancellation & refund' },
    ],
  },
] as const;

/** Footer shared by the landing page and every public information page. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-6 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-6 text-slate-500">
            AI slide decks that keep working offline. Your decks stay on your device.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-900">{col.title}</h2>
            <ul className="mt-4 list-none space-y-2.5 p-0">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-500 no-underline transition-colors hover:text-indigo-600">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-6 py-5 text-xs text-slate-400">© 2025 Decksmith. Made in India.</p>
      </div>
    </footer>
  );
}
