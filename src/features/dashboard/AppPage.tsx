import type { ReactNode } from 'react';
import { AppHeader, type BackTarget } from './AppHeader';

interface AppPageProps {
  back: BackTarget;
  heading: string;
  intro?: string;
  children?: ReactNode;
}

/** A signed-in page: the shared header with its Back link, then the page's heading and body. */
export function AppPage({ back, heading, intro, children }: AppPageProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader back={back} />
      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="m-0 text-3xl font-semibold text-slate-900">{heading}</h1>
        {intro && <p className="mb-0 mt-2 text-base text-slate-600">{intro}</p>}
        {children}
      </main>
    </div>
  );
}
