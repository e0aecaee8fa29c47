import { describe, expect, it } from 'vitest';
import { WIRE_TONES } from '../../../src/protocol/requests';
import { ARCS } from '../arcs/index';
import { GENERAL_ASPECTS } from '../arcs/aspects-general';
import { PROFESSIONAL_ASPECTS } from '../arcs/aspects-professional';
import { subjectOf } from '../render';
import { deckOf, outlineOf, topicsOf } from '../test-helpers';
import { languageOf } from '../../../src/core/prose/language';
import { termsTitle } from '../../../src/core/prose/phrase';
import { contract, headingCase } from './grammar';
import { documentLanguage, topicLanguage, WRITTEN } from './language';
import { PACKS } from './packs';
import { items } from './types';
import { GERMAN_DOC } from '../fixtures';
import type { ProviderEvent } from '../../providers/llm/types';

const FOREIGN = WRITTEN.filter((l) => l !== 'en');
const TAGS = { es: 'es-ES', fr: 'fr-FR', de: 'de-DE', pt: 'pt-BR', it: 'it-IT' } as const;
const TOPICS = { es: 'La historia de la imprenta', fr: 'L’histoire de l’imprimerie', de: 'Die Geschichte des Buchdrucks', pt: 'A história da imprensa', it: 'La storia della stampa' } as const;

/** Every text of a deck a reader sees: title slide, headings, overviews, points. */
function textsOf(events: readonly ProviderEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type === 'content') return [e.title, e.description ?? ''];
    if (e.type !== 'topic') return [];
    return [e.heading, e.overview ?? '', ...(e.subtopics ?? []).flatMap((s) => [s.heading, s.overview ?? ''])];
  });
}

/** The app's own menu path, quoted as the English UI shows it, is not a leftover. */
const UI_PATH = /\(Settings → Local model[^)]*\)/g;
/** Words of the English skeleton that no other language's text contains. */
const ENGLISH = /\b(?:the|and|add|cover|your|with|about|what|how|why|facts|audience|check|talk|skeleton|basics|tips)\b/i;

/** Every string inside a pack. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];
}

describe('translated skeletons', () => {
  it.each(FOREIGN)('%s: names every stage, theme and point of the English arcs, with no English placeholder', (lang) => {
    const pack = PACKS[lang];
    for (const tone of WIRE_TONES) {
      const arc = ARCS[tone];
      expect(Object.keys(pack.stages[tone]).sort()).toEqual(arc.stages.map((s) => s.key).sort());
      for (const stage of arc.stages) {
        const [headings = '', points = ''] = pack.stages[tone][stage.key] ?? [];
        expect(items(headings).length, `${tone}/${stage.key}`).toBeGreaterThanOrEqual(2);
        expect(items(points), `${tone}/${stage.key}`).toHaveLength(stage.subtopics.length);
      }
      expect(items(pack.frames[tone])).toHaveLength(arc.frame.subtopics.length);
    }
    for (const [own, english] of [[pack.general, GENERAL_ASPECTS], [pack.professional, PROFESSIONAL_ASPECTS]] as const) {
      expect(Object.keys(own).sort()).toEqual(english.map((a) => a.key).sort());
      for (const [, , headings] of Object.values(own)) expect(items(headings).length).toBeGreaterThanOrEqual(2);
    }
    // {T} is the English Title Case form and {s}/{is}/{has} agree verbs: neither exists outside English.
    for (const text of stringsOf(pack)) expect(text).not.toMatch(/\{(?!t\}|A\})[^}]*\}/);
  });

  it.each(FOREIGN)('%s: writes headings, instructions and the title slide in the language asked for', async (lang) => {
    for (const tone of WIRE_TONES) {
      const events = await deckOf({ input_text: TOPICS[lang], number_of_slides: 14, tone, description_size: 'long', language: TAGS[lang] });
      const texts = textsOf(events).map((t) => t.replace(UI_PATH, ''));
      expect(events.some((e) => e.type === 'status'), 'no fallback note').toBe(false);
      for (const text of texts) expect(text, `${tone}: ${text}`).not.toMatch(ENGLISH);
      expect(languageOf(texts.join(' '))).toBe(lang);
    }
  });

  it.each(FOREIGN)('%s: a 100-slide deck repeats no heading', async (lang) => {
    for (const tone of WIRE_TONES) {
      const headings = topicsOf(await outlineOf({ input_text: TOPICS[lang], number_of_slides: 100, tone, language: TAGS[lang] })).map((t) => t.heading.toLowerCase());
      expect(new Set(headings).size).toBe(99);
      for (const h of headings) expect(h).not.toMatch(/[{}]/);
    }
  });

  it('says what to add in Spanish, never an English leftover', async () => {
    const events = await deckOf({ input_text: 'La historia de la imprenta', number_of_slides: 6, tone: 'casual', description_size: 'long', language: 'es-ES' });
    const topics = topicsOf(events);
    const title = events.find((e) => e.type === 'content');
    expect(title?.type === 'content' && title.title).toBe('La historia de la imprenta');
    expect(topics[0]?.heading).toBe('Hablemos de la historia de la imprenta');
    expect(topics[0]?.overview).toMatch(/^Añadir: /);
    expect(topics[0]?.subtopics?.[0]?.overview).toMatch(/^Añadir, sobre la historia de la imprenta: /);
    for (const text of textsOf(events)) expect(text).not.toMatch(/\bDe La\b|Hello|Add\b/);
  });

  it('gives the same Spanish deck for the same request', async () => {
    const req = { input_text: 'Los volcanes', number_of_slides: 20, tone: 'educational', description_size: 'long', language: 'es-MX' } as const;
    expect(await deckOf(req)).toEqual(await deckOf(req));
  });

  it('writes other languages in English and says so', async () => {
    const events = await deckOf({ input_text: 'Printing press', number_of_slides: 4, tone: 'casual', language: 'ja-JP' });
    expect(events[0]).toEqual({ type: 'status', message: expect.stringMatching(/^Written in English, not Japanese.*en, es, fr, de, pt, it/) });
    const title = events.find((e) => e.type === 'content');
    expect(title?.type === 'content' && title.description).toMatch(/^Written in English, not Japanese/);
    expect(topicsOf(events)[0]?.heading).toMatch(/Printing Press/);
    expect(topicLanguage('en-GB')).toEqual({ lang: 'en' });
    expect(topicLanguage('PT_br')).toEqual({ lang: 'pt' });
  });
});

describe('casing and contractions by language', () => {
  it('title-cases English only', () => {
    expect(headingCase('the history of the printing press', 'en')).toBe('The History of the Printing Press');
    expect(subjectOf('La Historia De La Imprenta', 'es').title).toBe('La Historia de la Imprenta');
    expect(subjectOf('la historia de la imprenta', 'es').title).toBe('La historia de la imprenta');
    expect(subjectOf('l’histoire de l’imprimerie', 'fr').title).toBe('L’histoire de l’imprimerie');
    expect(subjectOf('a história da imprensa', 'pt').title).toBe('A história da imprensa');
    expect(subjectOf('la storia della stampa', 'it').title).toBe('La storia della stampa');
    // German nouns keep their capitals; small words typed with one lose it.
    expect(subjectOf('Die Geschichte Des Buchdrucks', 'de').title).toBe('Die Geschichte des Buchdrucks');
    expect(subjectOf('Erneuerbare Energien', 'de').title).toBe('Erneuerbare Energien');
  });

  it('puts the topic mid-sentence in its sentence form, names kept', () => {
    expect(subjectOf('La imprenta', 'es').text).toBe('la imprenta');
    expect(subjectOf('El Salvador', 'es').text).toBe('El Salvador');
    expect(subjectOf('Der Buchdruck', 'de').text).toBe('der Buchdruck');
    expect(subjectOf('una presentación sobre los volcanes', 'es').text).toBe('los volcanes');
  });

  it('merges a preposition with the topic’s article', () => {
    expect(contract('Historia de el libro y vuelta a el inicio', 'es')).toBe('Historia del libro y vuelta al inicio');
    expect(contract('Histoire de le vélo, de les trains, de imprimerie, à le port', 'fr')).toBe('Histoire du vélo, des trains, d’imprimerie, au port');
    expect(contract('História de a imprensa em o Brasil, ligada a a escrita', 'pt')).toBe('História da imprensa no Brasil, ligada à escrita');
    expect(contract('Curiosità su la stampa di il libro in l’arte', 'it')).toBe('Curiosità sulla stampa del libro nell’arte');
    // A capital article belongs to a name, and "ação" is one word, not "a" + "ção".
    expect(contract('Historia de El Salvador', 'es')).toBe('Historia de El Salvador');
    expect(contract('Chamada para a ação', 'pt')).toBe('Chamada para a ação');
  });

  it('merges them in a whole deck', async () => {
    const spanish = textsOf(await deckOf({ input_text: 'El libro impreso', number_of_slides: 12, tone: 'educational', language: 'es-ES' }));
    expect(spanish.join('\n')).toMatch(/del libro impreso/);
    expect(spanish.join('\n')).not.toMatch(/\b[Dd]e el\b/);
    const italian = textsOf(await deckOf({ input_text: 'Il libro stampato', number_of_slides: 12, tone: 'casual', language: 'it-IT' }));
    expect(italian.join('\n')).toMatch(/\bdel libro stampato\b/);
    expect(italian.join('\n')).not.toMatch(/\b(?:di|su) il\b/);
  });

  it('cases the terms of an untitled section by the document’s language', () => {
    expect(termsTitle([{ text: 'gestion des paquets' }], 'fr')).toBe('Gestion des paquets');
    expect(termsTitle([{ text: 'Paketverwaltung' }, { text: 'Abhängigkeiten' }], 'de')).toBe('Paketverwaltung und Abhängigkeiten');
    expect(termsTitle([{ text: 'package management' }, { text: 'dependencies' }], 'en')).toBe('Package Management and Dependencies');
  });
});

describe('document decks', () => {
  it('keep the document’s language when the language is left at its default', async () => {
    const events = await deckOf({ input_text: GERMAN_DOC, number_of_slides: 6, tone: 'educational', language: 'en-US' });
    expect(events.some((e) => e.type === 'status')).toBe(false);
    expect(languageOf(textsOf(events).join(' '))).toBe('de');
    expect(documentLanguage('en-US', 'de')).toEqual({ lang: 'de' });
  });

  it('say so when another language is chosen, since the sentences are the document’s own', async () => {
    const events = await deckOf({ input_text: GERMAN_DOC, number_of_slides: 6, tone: 'educational', language: 'es-ES' });
    expect(events[0]).toEqual({ type: 'status', message: expect.stringMatching(/^Written in German, the document’s language, not Spanish/) });
    expect(languageOf(textsOf(events).join(' '))).toBe('de');
    expect(documentLanguage('de-AT', 'de')).toEqual({ lang: 'de' });
    expect(documentLanguage('en-GB', 'fr').note).toMatch(/^Written in French/);
  });
});
