import { Link } from '@tanstack/react-router';
import { COMPANY, TERMS } from '../company';
import { BusinessHours } from '../help/BusinessHours';
import { Icon } from '../shared/Icon';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { ContactForm } from './ContactForm';
import { SavedMessages } from './SavedMessages';

const WHY = [
  'Your decks stay on your device and work offline.',
  'Real-time AI generation from a topic or a whole document.',
  'PowerPoint and PDF export made in your browser.',
  `A person answers every e-mail within ${TERMS.emailReplyHours} hours.`,
] as const;

/** Header navigation of the contact page. */
function ContactNav() {
  return (
    <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
      <Link to="/landing" className="btn-ghost whitespace-nowrap px-3 no-underline sm:px-4">Home</Link>
      <Link to="/login" className="btn-ghost whitespace-nowrap px-3 no-underline sm:px-4">Sign In</Link>
      <Link to="/app" className="btn-primary whitespace-nowrap px-3 no-underline sm:px-4">Get Started</Link>
    </nav>
  );
}

export function ContactPage() {
  return (
    <InfoPageLayout
      eyebrow="Contact"
      title="Get in touch"
      width="wide"
      nav={<ContactNav />}
      intro="Questions about Decksmith, billing or a deck that did not come out right? Write to us."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <section className="card self-start p-6 sm:p-8" aria-labelledby="form-title">
          <h2 id="form-title" className="mb-6 mt-0 text-xl font-semibold text-slate-900">Send us a message</h2>
          <ContactForm />
          <SavedMessages />
        </section>
        <aside className="space-y-6">
          <ContactDetails />
          <BusinessHours />
          <WhyChooseUs />
        </aside>
      </div>
    </InfoPageLayout>
  );
}

function ContactDetails() {
  const rows = [
    { icon: 'mail', label: 'E-mail', value: COMPANY.supportEmail, href: `mailto:${COMPANY.supportEmail}` },
    { icon: 'phone', label: 'Phone', value: COMPANY.phone, href: COMPANY.phoneHref },
  ] as const;
  return (
    <section className="card p-6" aria-labelledby="details-title">
      <h2 id="details-title" className="m-0 text-lg font-semibold text-slate-900">Contact details</h2>
      <ul className="mb-0 mt-4 list-none space-y-4 p-0">
        {rows.map((r) => (
          <li key={r.label} className="flex items-center gap-3">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon name={r.icon} />
            </span>
            <span>
              <span className="block text-xs font-medium uppercase tracking-wider text-slate-500">{r.label}</span>
              <a href={r.href} className="text-[15px] font-medium text-slate-900 no-underline hover:text-indigo-600">{r.value}</a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-sm" aria-labelledby="why-title">
      <h2 id="why-title" className="m-0 text-lg font-semibold">Why choose Decksmith</h2>
      <ul className="mb-0 mt-4 list-none space-y-3 p-0 text-sm leading-6 text-indigo-50">
        {WHY.map((w) => (
          <li key={w} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-white" />
            {w}
          </li>
        ))}
      </ul>
    </section>
  );
}
