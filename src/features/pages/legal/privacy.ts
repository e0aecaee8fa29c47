import { COMPANY } from '../company';
import { numberSections, type LegalSection } from '../shared/LegalDocument';

/** Privacy policy in twelve sections, written for how Decksmith really works. */
export const PRIVACY_SECTIONS: LegalSection[] = numberSections([
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: [
      'Decksmith is built to keep your work on your own device. What we handle depends on what you do:',
      {
        list: [
          'Your decks, settings, preferences and credits are stored in your browser’s on-device database (IndexedDB). They are not uploaded to us.',
          'When you generate a deck, the topic, the text you paste or extract from a document, and your choices (number of slides, tone, language, text amount) are sent to the Decksmith generation server so it can write the outline and the slides.',
          'If you sign in with a hosted account, the account service stores your e-mail address, your name if you give it, and a session token.',
          'If you use a local profile instead, your name and e-mail are stored only on this device.',
          'If you buy a subscription, the card payment provider collects your payment details (see section 4).',
          'Messages written in our contact form are saved on your device; they reach us only if you e-mail them to us.',
        ],
      },
    ],
  },
  {
    id: 'consent',
    title: 'Consent',
    body: [
      'By creating an account, generating a deck or buying a subscription you agree to us processing the information above for that purpose. You can withdraw your consent at any time by deleting your account and clearing Decksmith’s data from your browser; withdrawing does not affect processing that already took place.',
    ],
  },
  {
    id: 'disclosure',
    title: 'Disclosure',
    body: [
      'We do not sell or rent personal information. We share it only with the service providers named in sections 4 and 5, to the extent they need it to do their job, or when the law requires us to disclose it (for example, a valid order of a court or a government authority in India).',
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    body: [
      'Subscriptions are paid through a card payment provider that is certified to the PCI-DSS standard. Your card number is entered with and kept by that provider; Decksmith never sees or stores the full card number. We receive only what we need to run your subscription: the plan, the amount, the payment status and the last digits of the card.',
    ],
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: [
      'Text sent for generation may be passed by the generation server to an AI model provider chosen by whoever runs the server (for example an OpenAI-compatible model or Anthropic), or handled entirely by Decksmith’s built-in generator. The provider processes the text to return the outline and slides. Hosted sign-in, when enabled, is provided by an authentication service that stores your account. Each provider has its own privacy policy, which we encourage you to read.',
      'Fonts and the application code are served by Decksmith itself; we do not load fonts or scripts from third-party networks.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      'Traffic between your browser and Decksmith is encrypted with HTTPS. The generation server processes your text to answer the request and does not keep a copy of it afterwards; its technical logs may record errors, the time of a request and the network address it came from, which we use to keep the service running and to stop abuse.',
      'Data on your device is protected by your device and browser: anyone who can use your browser profile can open your decks. Lock your device and use a separate browser profile on shared computers.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: [
      'Decksmith uses no advertising or tracking cookies and no analytics trackers. To work offline it uses your browser’s storage: IndexedDB for your decks and settings, local storage for small settings and (with hosted sign-in) your session, and a service-worker cache that holds the app’s own files. You can remove all of it from your browser’s site settings; doing so deletes the decks stored on that device.',
    ],
  },
  {
    id: 'age-of-consent',
    title: 'Age of consent',
    body: [
      'Decksmith is meant for people who are 18 or older. If you are under 18, you may use it only with the consent and under the supervision of a parent or legal guardian. We do not knowingly collect personal information from children; if you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'We may update this policy when Decksmith changes. The date at the top of the page shows the latest version. If a change affects how we use information we already hold, we will tell you in the app before it takes effect.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your privacy rights',
    body: [
      'Subject to the Digital Personal Data Protection Act, 2023 and other laws that apply to you, you may:',
      {
        list: [
          'ask what personal information we hold about you and get a copy of it;',
          'ask us to correct or complete it;',
          'ask us to delete it, or delete on-device data yourself from your browser at any time;',
          'withdraw consent you have given;',
          'raise a grievance with us, and if you are not satisfied, with the Data Protection Board of India;',
          'nominate a person to exercise these rights if you die or become unable to.',
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: 'Questions and contact information',
    body: [
      `To exercise your rights, ask a question or make a complaint, write to our grievance officer at ${COMPANY.privacyEmail}. We acknowledge requests within 2 business days and answer them within 30 days.`,
    ],
  },
  {
    id: 'lawful-basis-retention',
    title: 'Lawful basis and retention',
    body: [
      'We process personal information on the basis of your consent, to perform our contract with you (providing the service and your subscription), and where the law requires it (for example, keeping invoices).',
      'Decks and settings on your device stay there until you delete them. Account data is kept while your account is open and deleted within 30 days of closing it. Billing records are kept for as long as Indian tax and accounting law requires. Text sent for generation is not stored after the answer is sent.',
    ],
  },
]);
