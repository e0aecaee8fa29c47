import { COMPANY, TERMS } from '../company';
import { numberSections, type LegalSection } from '../shared/LegalDocument';

const t = TERMS;

/** Cancellation and refund policy: ten sections, their figures from TERMS. */
export const REFUND_SECTIONS: LegalSection[] = numberSections([
  {
    id: 'scope',
    title: 'Scope',
    body: [
      'This policy covers Decksmith subscriptions and add-ons bought from us. It forms part of our Terms and Conditions. Nothing in it limits rights you have under Indian consumer protection law.',
    ],
  },
  {
    id: 'cancelling',
    title: 'Cancelling your subscription',
    body: [
      `You can cancel at any time from ${t.cancelPath}. Cancellation takes effect at the end of the billing period you have already paid for: you keep full access until then and you are not charged again.`,
    ],
  },
  {
    id: 'after-cancelling',
    title: 'After your subscription ends',
    body: [
      `For ${t.readOnlyAccessDays} days after the billing period ends, your projects stay available read-only, so you can open and export them. Decks saved on your device stay on your device: you can still view, present and export them there.`,
    ],
  },
  {
    id: 'refund-window',
    title: 'Refund window',
    body: [
      `If Decksmith is not right for you, you can ask for a full refund within ${t.refundWindowDays} days of your purchase. After ${t.refundWindowDays} days, payments are not refunded, except under section 5.`,
    ],
  },
  {
    id: 'outages',
    title: 'Service outages',
    body: [
      `If the service is unavailable for more than ${t.outageHours} consecutive hours within ${t.refundWindowDays} days of your purchase, you qualify for a refund even if you have used the service. Scheduled maintenance announced in advance on the status page does not count as an outage.`,
    ],
  },
  {
    id: 'not-refundable',
    title: 'What is not refundable',
    body: [
      {
        list: [
          `Renewal payments after the first ${t.refundWindowDays} days of a billing period.`,
          'The unused part of a billing period when you cancel (you keep access until its end instead).',
          'Add-ons that have already been used up, such as credits spent on generation.',
          'Accounts closed for breaking our Terms and Conditions.',
        ],
      },
    ],
  },
  {
    id: 'requesting',
    title: 'How to request a refund',
    body: [
      `E-mail ${COMPANY.billingEmail} from the address on your account, with the date of purchase and the reason for your request. We answer every refund request within ${t.refundAnswerBusinessDays} business days.`,
    ],
  },
  {
    id: 'processing',
    title: 'How refunds are paid',
    body: [
      `Once a refund is approved, we initiate it within ${t.refundInitiateBusinessDays} business days, to the payment method you used. Your bank or card issuer then takes ${t.refundPostingBusinessDays} business days to post it to your account.`,
    ],
  },
  {
    id: 'plan-changes',
    title: 'Upgrades, downgrades and add-ons',
    body: [
      {
        list: [
          'Fees are billed in advance, on a recurring basis, for each billing period.',
          'Upgrades take effect at once; you are charged the difference for the rest of the current period immediately.',
          'Downgrades take effect at the next renewal; the current period is not partly refunded.',
          'Add-ons bought during a period are billed pro rata for the rest of that period.',
        ],
      },
    ],
  },
  {
    id: 'changes-contact',
    title: 'Changes and contact',
    body: [
      `We may change this policy; the version in force when you paid applies to that payment. Questions about billing: ${COMPANY.billingEmail}.`,
    ],
  },
]);
