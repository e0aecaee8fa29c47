import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';

export interface DemoLayoutProps {
  title: string;
  /** What the demo shows and how to use it. */
  description: ReactNode;
  children: ReactNode;
}

/** Frame of the demo pages: a title, a one-line how-to, the live demo. */
export function DemoLayout({ title, description, children }: DemoLayoutProps) {
  useEffect(() => {
    document.title = `${title} · Decksmith demo`;
  }, [title]);
  return (
    <div className="ds-demo min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="text-sm font-semibold text-slate-500">
            Decksmith <span className="text-slate-300">/</span> Demos
          </span>
          <Link to="/app" className="btn-ghost no-underline">
            Back to dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="m-0 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-2 max-w-2xl text-[15px] leading-7 text-slate-600">{description}</div>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}

/** A titled white panel inside a demo. */
export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="m-0 text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
