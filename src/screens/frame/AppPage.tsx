import type { ReactNode } from 'react';
import { AppHeader, type BackTarget } from './AppHeader';

interface AppPageProps {
  back: BackTarget;
  heading: string;
  intro?: string;
  children?: ReactNode;
  /** Use the full width of the window, with narrow margins (the studio: navigator, slides and panels side by side). */
  wide?: boolean;
  /**
   * A work surface (the studio): the heading is for screen readers only and
   * the page starts right under the header, so the content gets the room.
   */
  compact?: boolean;
}

/** A signed-in page: the shared header with its Back link, then the page's heading and body. */
export function AppPage({ back, heading, intro, children, wide = false, compact = false }: AppPageProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader back={back} wide={wide} />
      <main className={`mx-auto ${compact ? 'pb-6 pt-1' : 'py-10'} ${wide ? 'max-w-[1800px] px-4' : 'max-w-5xl px-4 sm:px-6'}`}>
        <h1 className={compact ? 'sr-only' : 'm-0 text-3xl font-semibold text-slate-900'}>{heading}</h1>
        {intro && <p className="mb-0 mt-2 text-base text-slate-600">{intro}</p>}
        {children}
      </main>
    </div>
  );
}
