import { Link } from '@tanstack/react-router';
import { AppHeader } from './AppHeader';

/** /app: the signed-in home (seed 001 §2.5). The saved-deck grid joins the body later. */
export function DashboardPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="m-0 text-2xl font-semibold text-slate-900">Your presentations</h1>
          <Link to="/start" className="btn-primary no-underline">
            <span aria-hidden="true">+</span> Create new PPT
          </Link>
        </div>
      </main>
    </div>
  );
}
