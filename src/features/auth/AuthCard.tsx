import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The centred card the sign-in screens share, with the way back to the landing page. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-indigo-50 to-slate-50 px-4 py-10">
      <div className="card w-full max-w-md space-y-6 p-8">
        <div className="flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-lg font-semibold tracking-tight text-slate-900">Decksmith</span>
        </div>
        {children}
        <p className="m-0 text-center text-sm">
          <Link to="/landing" className="text-slate-600 hover:text-slate-900">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
