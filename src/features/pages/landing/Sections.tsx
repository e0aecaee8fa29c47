import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '../shared/Icon';
import { FEATURES, STATS, STEPS, TESTIMONIALS } from './content';

function SectionHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="m-0 text-sm font-semibold uppercase tracking-wider text-indigo-600">{eyebrow}</p>
      <h2 className="mb-0 mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h2>
      {children && <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div>}
    </div>
  );
}

export function StatsStrip() {
  return (
    <section aria-label="Decksmith in numbers" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <dl className="m-0 grid grid-cols-2 gap-y-8 lg:grid-cols-4">
          {STATS.map((s, i) => (
            <div key={s.label} className={`flex flex-col-reverse text-center ${i > 0 ? 'lg:border-l lg:border-slate-200' : ''}`}>
              <dt className="mt-1 text-sm font-medium text-slate-500">{s.label}</dt>
              <dd className="m-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-0 mt-6 text-center text-xs text-slate-400">Illustrative marketing figures.</p>
      </div>
    </section>
  );
}

export function FeatureGrid() {
  return (
    <section id="features" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <SectionHeader eyebrow="Features" title="Everything a deck needs, in one place">
        From the first idea to the exported file, without juggling tools or waiting on a connection.
      </SectionHeader>
      <ul className="mx-auto mb-0 mt-14 grid max-w-6xl list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((f) => (
          <li key={f.title} className="card group flex gap-4 p-5 transition hover:-translate-y-0.5 hover:shadow-md sm:block sm:p-6">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/30">
              <Icon name={f.icon} />
            </span>
            <div>
              <h3 className="m-0 text-base font-semibold text-slate-900 sm:mt-5">{f.title}</h3>
              <p className="mb-0 mt-1.5 text-sm leading-6 text-slate-600 sm:mt-2">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-slate-900 px-4 py-20 text-white sm:px-6 lg:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="m-0 text-sm font-semibold uppercase tracking-wider text-indigo-300">How it works</p>
        <h2 className="mb-0 mt-3 text-3xl font-bold tracking-tight sm:text-4xl">From a topic to a deck in three steps</h2>
      </div>
      <ol className="mx-auto mb-0 mt-14 grid max-w-5xl list-none gap-6 p-0 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="relative rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-indigo-500 text-sm font-bold">{i + 1}</span>
            <h3 className="mb-0 mt-5 text-lg font-semibold">{s.title}</h3>
            <p className="mb-0 mt-2 text-sm leading-6 text-slate-300">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Testimonials() {
  return (
    <section id="testimonials" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:py-28">
      <SectionHeader eyebrow="Sample testimonials" title="Made for people who present">
        Illustrative quotes showing how Decksmith is meant to be used. They are samples, not reviews from real customers.
      </SectionHeader>
      <ul className="mx-auto mb-0 mt-14 grid max-w-6xl list-none gap-6 p-0 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="card flex flex-col p-7">
            <span className="self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-slate-500">Sample</span>
            <blockquote className="m-0 mt-4 flex-1 text-[15px] leading-7 text-slate-700">“{t.quote}”</blockquote>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-100 to-violet-100 text-sm font-bold text-indigo-700">
                {t.name.slice(0, 1)}
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                <span className="block text-sm text-slate-500">{t.role}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CallToAction() {
  return (
    <section className="px-4 pb-20 sm:px-6 lg:pb-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -right-20 -top-20 h-64 w-64 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -left-16 h-72 w-72 rounded-full bg-white/5" />
        <h2 className="relative m-0 text-3xl font-bold tracking-tight sm:text-4xl">Your next deck is one topic away</h2>
        <p className="relative mx-auto mb-0 mt-4 max-w-xl text-lg leading-8 text-indigo-100">
          Start with a sentence or a document. Decksmith drafts it, you make it yours.
        </p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/app" className="btn bg-white px-6 py-3 text-base text-indigo-700 no-underline shadow-lg hover:bg-indigo-50">
            Start creating
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
          <Link to="/contactus" className="btn border border-white/40 px-6 py-3 text-base text-white no-underline hover:bg-white/10">
            Talk to us
          </Link>
        </div>
      </div>
    </section>
  );
}
