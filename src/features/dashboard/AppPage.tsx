import type { ReactNode } from 'react';
import { AppHeader, type BackTarget } from './AppHeader';

interface AppPageProps {
  back: BackTarget;
  heading: string;
  intro?: string;
  children?: ReactNode;
  /** Use the full width of the window (the studio: navigator, slides and panels side by side). */
  wide?: boolean;
}

/** A signed-in page: the shared header with its Back link, then the page's heading and body. */
export function AppPage({ back, heading, intro, children, wide = false }: AppPageProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader back={back} />
      <main className={`mx-auto px-4 py-10 sm:px-6 ${wide ? 'max-w-[1800px]' : 'max-w-5xl'}`}>
        <h1 className="m-0 text-3xl font-semibold text-slate-900">{heading}</h1>
        {intro && <p className="mb-0 mt-2 text-base text-slate-600">{intro}</p>}
        {children}
      </main>
    </div>
  );
}
