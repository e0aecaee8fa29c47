import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { COMPANY, TERMS } from '../company';
import { Icon, type IconName } from '../shared/Icon';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { BusinessHours } from './BusinessHours';

export function SupportPage() {
  return (
    <InfoPageLayout
      eyebrow="Support"
      title="Support"
      width="wide"
      intro="Stuck on something? Most answers are in the help center. If not, a person will get back to you."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <ChannelCard icon="mail" title="E-mail support" text={`We reply within ${TERMS.emailReplyHours} hours, every day we are open.`}>
          <a href={`mailto:${COMPANY.supportEmail}`} className="btn-primary no-underline">
            {COMPANY.supportEmail}
          </a>
        </ChannelCard>
        <ChannelCard icon="phone" title="Phone support" text="Talk to us during business hours for billing and account questions.">
          <a href={COMPANY.phoneHref} className="btn-ghost border border-slate-200 no-underline">
            {COMPANY.phone}
          </a>
        </ChannelCard>
        <ChannelCard icon="message" title="Write to us" text="Use the contact form; it keeps a copy of your message on this device.">
          <Link to="/contactus" className="btn-ghost border border-slate-200 no-underline">
            Open the contact form
          </Link>
        </ChannelCard>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
        <QuickLinks />
        <BusinessHours />
      </div>
      <SupportTips />
    </InfoPageLayout>
  );
}

function ChannelCard({ icon, title, text, children }: { icon: IconName; title: string; text: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col p-6">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        <Icon name={icon} />
      </span>
      <h2 className="mb-0 mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mb-5 mt-1.5 flex-1 text-sm leading-6 text-slate-600">{text}</p>
      <div>{children}</div>
    </section>
  );
}

const QUICK_LINKS = [
  { to: '/documentation', hash: 'getting-started', title: 'Getting started guide', text: 'Your first deck in five steps.' },
  { to: '/documentation', hash: undefined, title: 'User manual', text: 'Everything Decksmith does, by topic.' },
  { to: '/help-center', hash: undefined, title: 'FAQ and help center', text: 'Searchable answers to common questions.' },
  { to: '/contactus', hash: undefined, title: 'Contact form', text: 'Tell us what went wrong.' },
  { to: '/status', hash: undefined, title: 'System status', text: 'Is the generation service up right now?' },
  { to: '/api-reference', hash: undefined, title: 'API reference', text: 'The HTTP calls behind generation.' },
] as const;

function QuickLinks() {
  return (
    <section className="card p-6" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="m-0 text-lg font-semibold text-slate-900">
        Quick links
      </h2>
      <ul className="mb-0 mt-4 grid list-none gap-3 p-0 sm:grid-cols-2">
        {QUICK_LINKS.map((l) => (
          <li key={l.title}>
            <Link
              to={l.to}
              hash={l.hash}
              className="group flex items-start justify-between gap-3 rounded-xl border border-slate-200 p-4 no-underline transition hover:border-indigo-300 hover:bg-indigo-50/40"
            >
              <span>
                <span className="block text-sm font-semibold text-slate-900">{l.title}</span>
                <span className="mt-0.5 block text-sm text-slate-500">{l.text}</span>
              </span>
              <Icon name="arrowRight" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400 group-hover:text-indigo-600" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SupportTips() {
  return (
    <section className="mt-6 rounded-2xl bg-slate-900 p-6 text-slate-300 sm:p-8" aria-labelledby="tips-title">
      <h2 id="tips-title" className="m-0 text-lg font-semibold text-white">
        Help us help you faster
      </h2>
      <ul className="mb-0 mt-3 grid gap-2 pl-5 text-sm leading-6 sm:grid-cols-2">
        <li>Say which browser and device you use, and whether the app is installed.</li>
        <li>Tell us what you did, what you expected and what happened instead.</li>
        <li>Mention whether you were online or offline at the time.</li>
        <li>Attach a screenshot or the exported deck if it shows the problem.</li>
      </ul>
    </section>
  );
}
