import { Link } from '@tanstack/react-router';
import { Icon } from '../shared/Icon';
import { useApiHealth } from '../shared/useApiHealth';
import { HeroDeck } from './HeroDeck';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_15%_10%,rgba(99,102,241,0.14),transparent),radial-gradient(45%_45%_at_90%_30%,rgba(168,85,247,0.12),transparent)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pb-20 pt-14 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pb-28 lg:pt-24">
        <div>
          <p className="m-0 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm">
            <Icon name="sparkles" className="h-3.5 w-3.5" />
            AI slide decks that work offline
          </p>
          <h1 className="mb-0 mt-5 text-4xl font-extrabold leading-[1.08] tracking-tight text-slate-900 sm:text-5xl lg:text-[3.5rem]">
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">Decksmith</span> turns any topic into a
            finished slide deck
          </h1>
          <p className="mb-0 mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Type a topic, paste your notes or upload a document. Review the outline, watch the slides write themselves,
            then edit, present and export to PowerPoint or PDF, even offline.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to="/app" className="btn-primary w-full px-6 py-3 text-base no-underline shadow-lg shadow-indigo-600/25 sm:w-auto">
              Create your first deck
              <Icon name="arrowRight" className="h-4 w-4" />
            </Link>
            <a href="#how-it-works" className="btn-ghost w-full border border-slate-200 bg-white px-6 py-3 text-base no-underline sm:w-auto">
              See how it works
            </a>
          </div>
          <ApiStatus />
        </div>
        <HeroDeck />
      </div>
    </section>
  );
}

/** Whether the generation server answers right now; decks on the device work either way. */
function ApiStatus() {
  const { api } = useApiHealth();
  const dot = api.kind === 'up' ? 'bg-emerald-500' : api.kind === 'down' ? 'bg-amber-500' : 'bg-slate-300 animate-pulse';
  return (
    <p className="mb-0 mt-8 flex items-center gap-2 text-sm text-slate-500">
      <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${dot}`} />
      <span data-testid="api-status">
        {api.kind === 'checking' && 'Checking the generation service…'}
        {api.kind === 'up' && `Generation service online (${api.health.providers.llm} generator)`}
        {api.kind === 'down' && 'Generation service unreachable: saved decks still work offline.'}
      </span>
    </p>
  );
}
