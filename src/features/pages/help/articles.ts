import type { IconName } from '../shared/Icon';

export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

export interface HelpArticle {
  id: string;
  category: string;
  question: string;
  answer: string;
  /** Shown in the popular list when nothing is searched. */
  popular?: boolean;
  /** Extra words people search for that the text does not contain. */
  keywords?: string;
}

export const HELP_CATEGORIES: HelpCategory[] = [
  { id: 'getting-started', title: 'Getting started', description: 'Accounts, installing the app and working offline.', icon: 'sparkles' },
  { id: 'creating', title: 'Creating decks', description: 'Topics, documents, outlines, slide counts and tone.', icon: 'bolt' },
  { id: 'design', title: 'Themes and design', description: 'Themes, fonts, image styles and layouts.', icon: 'palette' },
  { id: 'editing', title: 'Editing and presenting', description: 'Changing slides and showing them full screen.', icon: 'pencil' },
  { id: 'export', title: 'Export and sharing', description: 'PowerPoint and PDF files, and backups.', icon: 'download' },
  { id: 'account', title: 'Account and billing', description: 'Credits, subscriptions, cancellations and refunds.', icon: 'card' },
];

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'first-deck',
    category: 'getting-started',
    popular: true,
    question: 'How do I create my first deck?',
    answer: 'Sign in, choose Get Started, then Create new PPT. Type a topic or upload a document, pick the number of slides and a tone, and generate. Review the outline, then watch the slides being written. The deck is saved on your device.',
    keywords: 'new start begin tutorial',
  },
  {
    id: 'offline',
    category: 'getting-started',
    popular: true,
    question: 'Can I use Decksmith offline?',
    answer: 'Yes. After your first visit the app opens without a network. Saved decks can be viewed, edited, presented and exported offline. A generation request made offline is queued and runs by itself when you are back online.',
    keywords: 'internet network airplane connection',
  },
  {
    id: 'install',
    category: 'getting-started',
    question: 'How do I install Decksmith as an app?',
    answer: 'In Chrome or Edge, use the Install app button in the header (or the install icon in the address bar). On Android choose Add to Home screen; on iPhone use Share, then Add to Home Screen. The installed app opens in its own window.',
    keywords: 'pwa home screen desktop',
  },
  {
    id: 'upload-types',
    category: 'creating',
    popular: true,
    question: 'Which files can I turn into a deck?',
    answer: 'PDF, DOC, DOCX, PPTX, TXT and MD files up to 10 MB. The text is extracted on your device, and the deck is built from the document’s own sections and key sentences.',
    keywords: 'upload document word powerpoint pdf file size',
  },
  {
    id: 'slide-count',
    category: 'creating',
    question: 'How many slides can a deck have?',
    answer: 'Between 1 and 100. The quick selector offers 1, 5, 10, 15 and 20; the slider goes from 5 to 60. The first slide is the title slide and each topic of the outline becomes one slide.',
    keywords: 'number length limit',
  },
  {
    id: 'tone',
    category: 'creating',
    question: 'What does the tone setting change?',
    answer: 'It sets the voice and structure of the text: casual, formal, motivational, educational or technical (for beginners, graduates or experts). The same topic reads quite differently in each tone.',
    keywords: 'style voice writing',
  },
  {
    id: 'themes',
    category: 'design',
    popular: true,
    question: 'How do I change the theme?',
    answer: 'Open the customisation panel and pick a theme from the gallery; the tabs group about 50 themes into gradient, default, vibrant, earthy and pastel. Every theme keeps text readable against its background.',
    keywords: 'colour color background style',
  },
  {
    id: 'fonts',
    category: 'design',
    question: 'Are the fonts available offline?',
    answer: 'Yes. Decksmith ships its Google Fonts families with the app instead of loading them from a font service, so your slides look the same with or without a network. A font that is not installed falls back to Inter.',
    keywords: 'typography typeface',
  },
  {
    id: 'image-style',
    category: 'design',
    question: 'How do I choose an image style?',
    answer: 'Pick one of photorealistic, digital art, abstract, minimalist, 3D render or hand drawn before you generate. You can also turn photos off entirely with Disable Photos.',
    keywords: 'pictures images photos illustration',
  },
  {
    id: 'edit-text',
    category: 'editing',
    popular: true,
    question: 'How do I edit text on a slide?',
    answer: 'Click any text on a slide to edit it in place. Enter confirms a single-line field, Escape cancels, and clicking elsewhere saves. Select words to get the formatting toolbar. For the title, overview and background image, use Edit on the slide card.',
    keywords: 'change modify typo bold',
  },
  {
    id: 'present-keys',
    category: 'editing',
    question: 'Which keys work in presentation mode?',
    answer: 'Right arrow or Space goes forward, Left arrow goes back, a digit jumps to that slide, F toggles full screen, A starts or stops auto-play (one slide every 5 seconds) and Escape exits.',
    keywords: 'keyboard shortcuts slideshow fullscreen',
  },
  {
    id: 'export-pptx',
    category: 'export',
    popular: true,
    question: 'How do I export to PowerPoint?',
    answer: 'Open the deck and choose Export, then PowerPoint (.pptx). The file is built in your browser, opens in PowerPoint, Keynote, Google Slides and LibreOffice, and works offline.',
    keywords: 'pptx download microsoft keynote google slides',
  },
  {
    id: 'export-pdf',
    category: 'export',
    question: 'How do I save a deck as PDF?',
    answer: 'Choose Export, then PDF. Decksmith prepares one 16:9 page per slide and opens your browser’s print dialog; pick Save as PDF as the destination.',
    keywords: 'print download',
  },
  {
    id: 'storage',
    category: 'account',
    question: 'Where are my decks stored?',
    answer: 'In your browser’s storage on this device (IndexedDB), not on our servers. Clearing the site’s data deletes them, so export decks you want to keep elsewhere. Decks do not move between devices by themselves.',
    keywords: 'save backup sync lost data privacy',
  },
  {
    id: 'credits',
    category: 'account',
    question: 'How do credits work?',
    answer: 'A deck costs one credit per slide and each generated image one credit; icons are free. Your balance is shown in the dashboard header. A request you cannot afford is refused before anything is charged.',
    keywords: 'balance cost price',
  },
  {
    id: 'cancel',
    category: 'account',
    popular: true,
    question: 'How do I cancel my subscription?',
    answer: 'Go to Account > Billing > Cancel Subscription. You keep access until the end of the period you paid for, and your projects stay available read-only for 30 days after that.',
    keywords: 'unsubscribe stop plan billing',
  },
  {
    id: 'refund',
    category: 'account',
    question: 'Can I get a refund?',
    answer: 'Yes, within 7 days of purchase, or if the service was down for more than 24 hours in a row within those 7 days. E-mail billing; we answer within 2 business days, and the money reaches your account 3 to 10 business days after we initiate it.',
    keywords: 'money back charge',
  },
];
