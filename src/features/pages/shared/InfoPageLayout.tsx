import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';

export interface InfoPageLayoutProps {
  title: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Shown as 'Last updated ...' under the title (policies). */
  lastUpdated?: string;
  /** Small label above the title, e.g. 'Legal' or 'Help'. */
  eyebrow?: string;
  /** Replaces the 'Back to Home' button in the header (the contact page has its own nav). */
  nav?: ReactNode;
  /** Width of the content column. */
  width?: 'prose' | 'wide';
  children: ReactNode;
}

/** Names the browser tab (and the history entry) after the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Decksmith`;
  }, [title]);
}

export function BackToHome() {
  return (
    <Link to="/landing" className="btn-ghost border border-slate-200 bg-white no-underline shadow-sm">
      <Icon name="arrowLeft" className="h-4 w-4" />
      Back to Home
    </Link>
  );
}

/** Frame of every legal and help page: header, title block, content, footer. */
export function InfoPageLayout({ title, intro, lastUpdated, eyebrow, nav, width = 'prose', children }: InfoPageLayoutProps) {
  const column = width === 'prose' ? 'max-w-3xl' : 'max-w-6xl';
  useDocumentTitle(title);
  return (
    <div className="ds-page flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo compact={nav !== undefined} />
          {nav ?? <BackToHome />}
        </div>
      </header>
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50/70 to-slate-50">
        <div className={`mx-auto ${column} px-4 pb-10 pt-12 sm:px-6 sm:pt-16`}>
          {eyebrow && <p className="m-0 text-sm font-semibold text-indigo-600">{eyebrow}</p>}
          <h1 className="mb-0 mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro && <div className="mt-4 max-w-2xl text-base leading-7 text-slate-600">{intro}</div>}
          {lastUpdated && <p className="mb-0 mt-4 text-sm text-slate-500">Last updated: {lastUpdated}</p>}
        </div>
      </div>
      <main className={`mx-auto w-full ${column} flex-1 px-4 py-10 sm:px-6`}>{children}</main>
      <SiteFooter />
    </div>
  );
}
