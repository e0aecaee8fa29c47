import { COMPANY, TERMS } from '../company';
import type { LegalSection } from '../shared/LegalDocument';

/** Sections 11 to 20 of the terms. */
export const TERMS_SECTIONS_11_20: LegalSection[] = [
  {
    id: 'third-parties',
    title: 'Third-party services and links',
    body: [
      'Some features rely on third parties, such as AI model providers, the sign-in service and the payment provider, and some pages link to other sites. We are not responsible for their content or practices; read their terms before you use them.',
    ],
  },
  {
    id: 'feedback',
    title: 'Feedback',
    body: [
      'If you send us ideas or suggestions, we may use them to improve Decksmith without owing you anything. Do not send anything confidential or that you are not entitled to share.',
    ],
  },
  {
    id: 'personal-information',
    title: 'Personal information',
    body: ['How we handle personal information is described in our Privacy Policy, which forms part of these terms.'],
  },
  {
    id: 'errors',
    title: 'Errors and omissions',
    body: [
      'The service may occasionally contain errors in descriptions, prices or availability. We may correct them, and change or cancel orders placed on the basis of a clear error, with a full refund of any amount charged for it.',
    ],
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited uses',
    body: [
      'You may not use Decksmith to:',
      {
        list: [
          'break any law, or infringe anyone’s intellectual property or privacy;',
          'create content that harasses, defames, deceives or discriminates;',
          'upload malicious code or try to get around security or rate limits;',
          'overload the generation service with automated requests beyond normal use;',
          'collect other people’s personal information without their consent.',
        ],
      },
      'We may suspend an account that breaks these rules.',
    ],
  },
  {
    id: 'warranties',
    title: 'Disclaimer of warranties',
    body: [
      'Decksmith is provided “as is” and “as available”. To the extent the law allows, we give no warranty that it will be uninterrupted, error-free, or that generated content will be accurate or fit for a particular purpose.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: [
      'To the extent the law allows, Decksmith is not liable for indirect, incidental or consequential losses, or for loss of data kept on your device. Our total liability for any claim is limited to the fees you paid us in the 3 months before the claim arose.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: [
      'You agree to compensate Decksmith for claims and costs, including reasonable legal fees, that arise from your breach of these terms or your violation of any law or of anyone’s rights.',
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: [
      'You may stop using Decksmith at any time. We may suspend or close an account that breaks these terms, after notice where the breach can be fixed. If a part of these terms is found unenforceable, the rest stays in force. These terms, with the policies they refer to, are the whole agreement between us.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and jurisdiction',
    body: [
      `These terms are governed by the laws of ${COMPANY.country}. The courts of ${COMPANY.courtsCity}, Karnataka, have exclusive jurisdiction over any dispute arising from them.`,
    ],
  },
];

/** The plain sections after the numbered ones. */
export const TERMS_EXTRA: LegalSection[] = [
  {
    id: 'payment-terms',
    title: 'Payment terms',
    body: [
      {
        list: [
          'Fees are billed in advance, on a recurring basis, for each billing period, in Indian rupees unless shown otherwise, plus applicable taxes.',
          'Upgrades are charged immediately for the difference; downgrades apply at the next renewal; add-ons are billed pro rata.',
          `You can cancel at any time from ${TERMS.cancelPath}; cancellation takes effect at the end of the billing period.`,
          `Refunds follow our Cancellation and Refund Policy, including the ${TERMS.refundWindowDays}-day refund window.`,
        ],
      },
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: [
      'The Decksmith name, logo, software, themes and page designs belong to Decksmith and its licensors. Fonts and icons included in the app are used under their open licences. Your decks belong to you; you may use the themes and layouts in the decks you make, including for commercial purposes.',
    ],
  },
  {
    id: 'service-availability',
    title: 'Service availability',
    body: [
      'We work to keep the generation service available at all times, but it may be interrupted for maintenance, updates or reasons outside our control. The status page shows the live state of each service. Decks saved on your device, editing, presenting and export keep working while the generation service is unreachable.',
      `Questions about these terms: ${COMPANY.supportEmail}.`,
    ],
  },
];
