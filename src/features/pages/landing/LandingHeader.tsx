import { Link } from '@tanstack/react-router';
import { InstallButton } from '../../../ui/InstallButton';
import { OfflineIndicator } from '../../../ui/OfflineIndicator';
import { Logo } from '../shared/Logo';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur-md">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6 sm:py-0">
        <Logo />
        <nav aria-label="Sections" className="hidden items-center gap-7 md:flex">
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href} className="text-sm font-medium text-slate-600 no-underline transition-colors hover:text-slate-900">
              {a.label}
            </a>
          ))}
        </nav>
        {/* One indicator only: on phones it wraps to its own row under the buttons. */}
        <div className="order-last flex basis-full justify-center empty:hidden sm:order-none sm:basis-auto">
          <OfflineIndicator />
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <InstallButton className="btn-ghost hidden lg:inline-flex" />
          <Link to="/login" className="btn-ghost no-underline">
            Sign In
          </Link>
          <Link to="/app" className="btn-primary no-underline shadow-sm shadow-indigo-600/20">
            Get Started
          </Link>
        </div>
      </div>
    </header>
  );
}
