import { Link } from '@tanstack/react-router';

/** The brand mark: two stacked slides in a gradient tile, then the name. */
/** `compact` hides the name on phones, where a header has several buttons beside it. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  return (
    <Link to="/landing" className="inline-flex items-center gap-2.5 no-underline" aria-label="Decksmith home">
      <span aria-hidden="true" className="relative inline-flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 shadow-sm shadow-indigo-500/30">
        <span className="absolute left-[7px] top-[8px] h-[12px] w-[16px] rounded-[3px] bg-white/45" />
        <span className="absolute left-[10px] top-[12px] h-[12px] w-[16px] rounded-[3px] bg-white" />
      </span>
      <span className={`text-lg font-semibold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'} ${compact ? 'hidden sm:inline' : ''}`}>Decksmith</span>
    </Link>
  );
}
