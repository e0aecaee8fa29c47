/**
 * Facts the public pages quote. One place, so the policy texts, the support
 * page and the contact page never disagree.
 */
export const COMPANY = {
  product: 'Decksmith',
  country: 'India',
  courtsCity: 'Bengaluru',
  supportEmail: 'support@decksmith.app',
  privacyEmail: 'privacy@decksmith.app',
  billingEmail: 'billing@decksmith.app',
  phone: '+91 80 4718 2290',
  phoneHref: 'tel:+918047182290',
  lastUpdated: 'August 2025',
} as const;

export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 – 18:00 IST' },
  { days: 'Saturday', hours: '10:00 – 14:00 IST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** Support and refund promises, in the units the texts use. */
export const TERMS = {
  emailReplyHours: 24,
  refundWindowDays: 7,
  outageHours: 24,
  refundAnswerBusinessDays: 2,
  refundInitiateBusinessDays: 2,
  refundPostingBusinessDays: '3 to 10',
  readOnlyAccessDays: 30,
  cancelPath: 'Account > Billing > Cancel Subscription',
} as const;
