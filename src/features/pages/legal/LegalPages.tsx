import { Link } from '@tanstack/react-router';
import { COMPANY } from '../company';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { LegalDocument, numberSections } from '../shared/LegalDocument';
import { PRIVACY_SECTIONS } from './privacy';
import { REFUND_SECTIONS } from './refund';
import { TERMS_OVERVIEW, TERMS_SECTIONS_1_10 } from './terms-part1';
import { TERMS_EXTRA, TERMS_SECTIONS_11_20 } from './terms-part2';

const TERMS_SECTIONS = [
  { id: 'overview', title: 'Overview', body: [TERMS_OVERVIEW] },
  ...numberSections([...TERMS_SECTIONS_1_10, ...TERMS_SECTIONS_11_20]),
  ...TERMS_EXTRA,
];

export function PrivacyPolicyPage() {
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Privacy Policy"
      lastUpdated={COMPANY.lastUpdated}
      intro="Decksmith keeps your decks on your device. This policy explains the little we do collect, why, and what you can do about it."
    >
      <LegalDocument sections={PRIVACY_SECTIONS} before={<Summary />} />
    </InfoPageLayout>
  );
}

/** The three facts most people want before reading the whole policy. */
function Summary() {
  const points = [
    ['Your decks stay on your device', 'Saved in your browser (IndexedDB), not on our servers.'],
    ['Generation text is processed, not kept', 'The generation server writes your deck and does not store the text.'],
    ['No tracking', 'No advertising cookies and no analytics trackers.'],
  ] as const;
  return (
    <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-3">
      {points.map(([title, text]) => (
        <li key={title} className="card p-5">
          <p className="m-0 font-semibold text-slate-900">{title}</p>
          <p className="mb-0 mt-1.5 text-sm leading-6 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function TermsPage() {
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Terms and Conditions"
      lastUpdated={COMPANY.lastUpdated}
      intro="The rules for using Decksmith, written as plainly as we could."
    >
      <LegalDocument sections={TERMS_SECTIONS} />
    </InfoPageLayout>
  );
}

export function RefundPage() {
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Cancellation and Refund Policy"
      lastUpdated={COMPANY.lastUpdated}
      intro="How to cancel, when you can get your money back, and how long it takes."
    >
      <LegalDocument
        sections={REFUND_SECTIONS}
        before={
          <p className="card m-0 border-l-4 border-l-indigo-500 p-5 text-[15px] leading-7 text-slate-600">
            <strong className="text-slate-900">Physical goods:</strong> Decksmith sells software subscriptions only. Nothing is
            shipped, so shipping, return and replacement terms for physical goods do not apply. Questions?{' '}
            <Link to="/contactus" className="text-indigo-600">
              Contact us
            </Link>
            .
          </p>
        }
      />
    </InfoPageLayout>
  );
}
