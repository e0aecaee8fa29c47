import type { IconName } from '../shared/Icon';

export interface DocTopic {
  id: string;
  title: string;
  icon: IconName;
  summary: string;
  points: string[];
}

/** The six documentation categories, each a short, complete guide. */
export const DOC_TOPICS: DocTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    icon: 'sparkles',
    summary: 'From sign-in to your first finished deck.',
    points: [
      'Sign in, or create a profile that lives on this device.',
      'Choose Create new PPT, then type a topic, paste text or upload a document.',
      'Pick the number of slides (1 to 100), the tone and the amount of text.',
      'Review the outline, then let Decksmith write the slides live.',
      'Edit anything, then present or export. The deck is saved on your device.',
    ],
  },
  {
    id: 'creating',
    title: 'Creating decks',
    icon: 'bolt',
    summary: 'Topics, documents and the two-step flow.',
    points: [
      'A topic gives a deck whose structure follows the tone you chose.',
      'A document (PDF, DOC, DOCX, PPTX, TXT or MD, up to 10 MB) gives a deck built from its own sections.',
      'Two-step generation shows the outline first, so you can adjust topics before the slides are written.',
      'Offline, the request is queued and runs by itself when you reconnect.',
    ],
  },
  {
    id: 'design',
    title: 'Themes and typography',
    icon: 'palette',
    summary: 'Make the deck look like yours.',
    points: [
      'About 50 themes in five groups, each with readable text on its background.',
      'Title and body fonts from Google Fonts families, bundled with the app so they work offline.',
      'Six image styles, or no photos at all with Disable Photos.',
      'Smart layouts arrange points as grids, timelines, hierarchies, flows or comparisons.',
    ],
  },
  {
    id: 'editing',
    title: 'Editing slides',
    icon: 'pencil',
    summary: 'Change text in place or in the slide editor.',
    points: [
      'Click text on a slide to edit it; Enter confirms a single line, Escape cancels.',
      'Select 1 to 999 characters to show the formatting toolbar.',
      'Edit on a slide card opens the editor with Content, Style and Media tabs.',
      'Layouts on a slide card picks a different arrangement for that slide.',
    ],
  },
  {
    id: 'presenting',
    title: 'Presenting',
    icon: 'layout',
    summary: 'Full-screen slides with keyboard control.',
    points: [
      'Present opens the deck full screen, one slide at a time.',
      'Arrows or Space move between slides; a digit jumps to that slide.',
      'A toggles auto-play (a slide every 5 seconds); F toggles full screen; Escape exits.',
    ],
  },
  {
    id: 'export',
    title: 'Export and backup',
    icon: 'download',
    summary: 'PowerPoint and PDF, made on your device.',
    points: [
      'PPTX: a 16:9 PowerPoint file that opens in PowerPoint, Keynote, Google Slides and LibreOffice.',
      'PDF: one page per slide through your browser’s Save as PDF.',
      'Both work offline. Export decks you care about: browser storage can be cleared.',
    ],
  },
];

/** Editor shortcuts as the product lists them (Cmd instead of Ctrl on a Mac). */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'N'], action: 'New presentation' },
  { keys: ['Ctrl', 'S'], action: 'Save' },
  { keys: ['Ctrl', 'Z'], action: 'Undo' },
  { keys: ['Ctrl', 'Y'], action: 'Redo' },
] as const;

/** Keys of presentation mode. */
export const PRESENT_KEYS = [
  { keys: ['→', 'Space'], action: 'Next slide' },
  { keys: ['←'], action: 'Previous slide' },
  { keys: ['1…9'], action: 'Jump to slide' },
  { keys: ['A'], action: 'Auto-play on/off' },
  { keys: ['F'], action: 'Full screen' },
  { keys: ['Esc'], action: 'Exit' },
] as const;

export const EXPORT_FORMATS = [
  { name: 'PPTX', detail: 'Editable PowerPoint file, 16:9, fonts named with safe fallbacks.' },
  { name: 'PDF', detail: 'One 1280 × 720 page per slide, for sharing and printing.' },
] as const;
