import type { LegalSection } from '../shared/LegalDocument';

export const TERMS_OVERVIEW =
  'Decksmith is a subscription software service that turns a topic, pasted text or a document into a slide deck with AI, and lets you edit, present and export it, online or offline. These terms are the agreement between you and Decksmith for using the website, the installable app and the generation service. By using Decksmith you accept them; if you do not, please do not use it.';

/** Sections 1 to 10 of the terms (the list is split in two files only to keep each readable). */
export const TERMS_SECTIONS_1_10: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility and acceptance',
    body: [
      'You must be 18 or older, or use Decksmith with the consent of a parent or legal guardian. If you use Decksmith for an organisation, you confirm that you may accept these terms on its behalf.',
    ],
  },
  {
    id: 'general-conditions',
    title: 'General conditions',
    body: [
      'We may refuse service to anyone for a lawful reason. Data you send for generation travels over encrypted connections and may pass through the AI model provider that the generation server uses. You may not copy, resell or exploit any part of the service without our written permission.',
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    body: [
      'Keep your sign-in details safe; you are responsible for what happens under your account. With a local profile, your account lives only on your device: if you clear the browser’s data, the profile and the decks on that device are gone, and we cannot restore them.',
    ],
  },
  {
    id: 'accuracy',
    title: 'Accuracy of information',
    body: [
      'Help pages, examples and marketing figures on this site are for general information. We try to keep them correct and current, but we do not promise that they are complete; rely on them at your own judgement.',
    ],
  },
  {
    id: 'changes-service',
    title: 'Changes to the service and prices',
    body: [
      'We may change, add or remove features, and change prices, with notice. A price change applies from your next billing period, never to a period you have already paid for. We are not liable to you or anyone else for a change, suspension or discontinuation of a feature.',
    ],
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions and plans',
    body: [
      'Paid features are sold as subscriptions that renew automatically until cancelled. What each plan includes, and how many generation credits it carries, is shown before you buy. Cancelling, refunds and plan changes follow our Cancellation and Refund Policy.',
    ],
  },
  {
    id: 'billing-information',
    title: 'Billing and account information',
    body: [
      'Give us current, complete and accurate purchase and account information, and update it when it changes (for example a new card expiry date), so we can complete your payments and contact you.',
    ],
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    body: [
      'Decks are drafted by AI models or by Decksmith’s built-in generator. Generated text and images can be wrong, incomplete or similar to existing material. Review every deck before you present or publish it; you are responsible for how you use it.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: [
      'You keep all rights to the text and documents you provide and to the decks you make. You give us only the permission needed to process your content to provide the service, for example sending your text to the generation server. We do not use your decks to train AI models.',
    ],
  },
  {
    id: 'offline',
    title: 'Offline use and your device',
    body: [
      'Decksmith stores your decks in your browser so that they work offline. Keeping backups (for example by exporting to PowerPoint or PDF) is your responsibility. Requests made while offline are queued and sent when your device is back online.',
    ],
  },
];
