/**
 * Saved decks written straight into the app's IndexedDB (the `decksmith`
 * database must exist: sign in first), for specs that open /home?deck=<id>
 * on a known deck without generating one.
 */
import type { Page } from '@playwright/test';

export interface SeedSubtopic {
  heading: string;
  overview?: string;
}

export interface SeedSlide {
  title: string;
  description?: string;
  subtopics?: readonly SeedSubtopic[];
  layout?: string;
  notes?: string;
  backgroundImage?: string;
  isComplete?: boolean;
}

export interface SeedDeckInput {
  id: string;
  title: string;
  /** Slide 0 is the title slide, the others topic slides. */
  slides: readonly SeedSlide[];
  theme?: string;
  titleFont?: string;
  bodyFont?: string;
  updatedAt?: number;
}

/** A topic deck of `count` slides (title slide included), each topic with `subtopics` points. */
export function sampleDeck(id: string, title: string, count: number, subtopics = 3): SeedDeckInput {
  return {
    id,
    title,
    slides: Array.from({ length: count }, (_, i) =>
      i === 0
        ? { title, description: `An overview of ${title.toLowerCase()}` }
        : {
            title: `Topic ${i}`,
            description: `Why topic ${i} matters.`,
            subtopics: Array.from({ length: subtopics }, (_, m) => ({ heading: `Point ${i}.${m + 1}`, overview: `Detail of point ${i}.${m + 1}.` })),
            notes: `Notes for topic ${i}`,
          },
    ),
  };
}

/** The row a save from the app leaves (favorite as 0/1: IndexedDB cannot index booleans). */
export function deckRow(deck: SeedDeckInput, now = Date.now()) {
  const updatedAt = deck.updatedAt ?? now;
  const theme = deck.theme ?? 'aurora-borealis';
  return {
    id: deck.id,
    title: deck.title,
    description: deck.slides[0]?.description ?? '',
    createdAt: updatedAt,
    updatedAt,
    lastViewed: updatedAt,
    theme,
    settings: { selectedTheme: theme, selectedTitleFont: deck.titleFont ?? 'font-montserrat', selectedBodyFont: deck.bodyFont ?? 'font-inter' },
    isComplete: true,
    favorite: 0,
    slides: deck.slides.map((s, i) => {
      const base = {
        id: i,
        type: i === 0 ? 'title' : 'topic',
        title: s.title,
        description: s.description ?? '',
        isComplete: s.isComplete ?? true,
        isStreaming: false,
        notes: s.notes ?? '',
        ...(s.layout ? { layout: { type: s.layout, config: {} } } : {}),
        ...(s.backgroundImage ? { backgroundImage: s.backgroundImage } : {}),
      };
      if (i === 0) return base;
      return {
        ...base,
        topic: {
          heading: s.title,
          overview: s.description ?? '',
          visual_mode: 'icon',
          icon_prompt: '',
          image_prompt: '',
          subtopics: (s.subtopics ?? []).map((sub, m) => ({
            id: `subtopic_${i}_${m + 1}`,
            heading: sub.heading,
            overview: sub.overview ?? '',
            icon_prompt: '',
            image_prompt: '',
            visual_mode: 'icon',
          })),
        },
      };
    }),
  };
}

/** Puts stored rows as they are into the app's `presentations` store (no reload: navigate afterwards). */
export async function putPresentationRows(page: Page, rows: readonly unknown[]): Promise<void> {
  await page.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('presentations', 'readwrite');
          for (const r of all) tx.objectStore('presentations').put(r);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

/** Writes the decks into IndexedDB (no reload: navigate afterwards). */
export async function seedDecks(page: Page, decks: readonly SeedDeckInput[]): Promise<void> {
  const now = Date.now();
  await putPresentationRows(page, decks.map((d) => deckRow(d, now)));
}

/** Signs-in must have happened; seeds one deck and opens it on /home. */
export async function openSeededDeck(page: Page, deck: SeedDeckInput): Promise<void> {
  await seedDecks(page, [deck]);
  await page.goto(`/home?deck=${deck.id}`);
  await page.getByTestId('slide-card').first().waitFor();
}
