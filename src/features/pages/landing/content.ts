import type { IconName } from '../shared/Icon';

/** Marketing figures as the product's brief gives them: not measured user data. */
export const STATS = [
  { value: '10,000+', label: 'Presentations created' },
  { value: '500+', label: 'Happy users' },
  { value: '50+', label: 'Industries served' },
  { value: '99%', label: 'Satisfaction rate' },
] as const;

export const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'bolt', title: 'Real-time AI generation', text: 'Watch the outline and every slide being written as the AI streams them, not after a long wait.' },
  { icon: 'palette', title: '50+ themes', text: 'Gradient, vibrant, earthy and pastel themes, each checked for readable text on its background.' },
  { icon: 'type', title: 'Google Fonts typography', text: 'Curated Google Fonts families, self-hosted in the app, so your decks look right even offline.' },
  { icon: 'image', title: 'AI-generated images', text: 'Six image styles from photorealistic to hand drawn, or clean icons when a picture is too much.' },
  { icon: 'pencil', title: 'Inline editing', text: 'Click any text on a slide to change it. Select words to bold, colour or restyle them.' },
  { icon: 'layout', title: 'Automatic layouts', text: 'Grids, timelines, hierarchies and flows, picked to fit the number and kind of points on each slide.' },
  { icon: 'offline', title: 'Works offline', text: 'Install it like an app. View, edit, present and export with no connection; generation waits for you.' },
  { icon: 'download', title: 'PowerPoint & PDF export', text: 'Download a .pptx that opens in PowerPoint, Keynote or Google Slides, or a PDF with one page per slide.' },
];

export const STEPS = [
  { title: 'Describe it', text: 'Type a topic, paste your notes or upload a PDF, Word or PowerPoint file. Choose slides, tone and style.' },
  { title: 'Review the outline', text: 'Decksmith proposes the storyline first. Keep it, or change topics before a single slide is written.' },
  { title: 'Edit, present, export', text: 'Slides appear live. Polish them in place, present full screen, and export to PowerPoint or PDF.' },
] as const;

/** Sample quotes to show the intended use; labelled as samples on the page. */
export const TESTIMONIALS = [
  {
    quote: 'I pasted a twelve-page product spec and had a clean review deck in a few minutes. The outline step is what sold me.',
    name: 'Ananya M.',
    role: 'Product manager',
  },
  {
    quote: 'My lessons run on a school laptop with patchy Wi-Fi. The decks I made at home still open and present in class.',
    name: 'Daniel K.',
    role: 'Secondary-school teacher',
  },
  {
    quote: 'The pitch deck came out in the tone I asked for, and the PowerPoint export opened without a single repair prompt.',
    name: 'Sofia R.',
    role: 'Startup founder',
  },
] as const;
