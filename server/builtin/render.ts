/**
 * Fills tone templates with the user's topic so sentences read naturally:
 * in English Title Case in headings, the topic as typed inside sentences,
 * verbs that agree with plural topics ("Black Holes Matter", "Photosynthesis
 * Matters"); in the other languages the composer writes, sentence case (German
 * nouns keep their capitals) and the contractions a preposition makes with
 * the topic's article ("de" + "el libro" = "del libro").
 */
import { contract, headingCase, inSentenceForm, lowerSmallWords, smallWord } from './locale/grammar';
import type { Lang } from './locale/language';
import { skeletonWords } from './locale/words';
import { capitalize } from '../../src/core/prose/phrase';

export interface Subject {
  /** As typed, cleaned (for sentences). */
  text: string;
  /** As a heading in the deck's language (Title Case in English), shortened when long. */
  title: string;
  /** English only: whether verbs agree with a plural ({s}, {is}); other languages' templates use no agreement. */
  plural: boolean;
  /** The language the deck is written in. */
  lang: Lang;
}

/** Words ending in s that are still singular. */
const SINGULAR_S = /(?:ss|us|is|ics|ous|ness|news|series|species|gas|lens|chess|atlas|canvas|bias|aids|ops|ways)$/i;

function isPlural(text: string): boolean {
  const last = text.split(/\s+/).at(-1) ?? '';
  if (/\p{Lu}.*\p{Lu}/u.test(last)) return false;
  return /[a-z]s$/i.test(last) && !SINGULAR_S.test(last);
}

const REQUEST =
  /^(?:please\s+)?(?:(?:make|create|generate|build|write|prepare|give me|draft|design)\s+(?:me\s+)?)?(?:(?:a|an|the)\s+)?(?:short\s+|quick\s+|brief\s+|simple\s+)?(?:presentation|deck|slide ?deck|slideshow|slides|talk|lecture|lesson|ppt|powerpoint|introduction|intro|overview)\s+(?:about|on|of|to|for|covering|explaining)\s+/i;

/** The same request in the other languages: "una presentación sobre", "un exposé sur", "eine Präsentation über"... */
const FOREIGN_REQUEST =
  /^(?:(?:una?|un|une|eine?n?|uma?|la|le|die|a)\s+)?(?:presentación|presentation|présentation|präsentation|apresentação|presentazione|charla|exposé|vortrag|palestra|diapositivas|folien|slides)\s+(?:sobre|acerca de|de|sur|über|zum thema|su|sulla|sul)\s+/i;

/** Longest topic, in words, that still reads well inside a template sentence. */
const TOPIC_WORDS = 10;

/** "I need slides for my class about how plants make food" is about "how plants make food". */
function aboutPart(text: string): string {
  if (text.split(' ').length <= 8) return text;
  const about = /\b(?:about|on|regarding|covering|explaining)\s+([^,.;!?]+)/i.exec(text)?.[1]?.trim();
  const words = about?.split(' ').length ?? 0;
  return about !== undefined && words >= 1 && words <= 8 ? about : text;
}

/** The topic a user typed, without "make a presentation about" and stray punctuation. */
export function cleanTopic(raw: string): string {
  const one = raw.replace(/\s+/g, ' ').trim().replace(/^["'“‘]+|["'”’]+$/g, '');
  const stripped = aboutPart(one.replace(REQUEST, '')).replace(/[\s.!?;:,]+$/u, '').trim();
  const topic = stripped.length > 0 ? stripped : one;
  return topic.split(' ').slice(0, TOPIC_WORDS).join(' ');
}

/** Headings stay readable: a long topic keeps its first words, ending on a content word. */
function headingForm(text: string, lang: Lang): string {
  const words = text.split(' ');
  if (words.length <= 7 && text.length <= 60) return headingCase(text, lang);
  const kept = words.slice(0, 6);
  while (kept.length > 2 && smallWord(kept.at(-1) ?? '', lang)) kept.pop();
  return headingCase(kept.join(' '), lang);
}

/** Endings of English common nouns ("Photosynthesis", "Machine Learning", "Artificial Intelligence"). */
const COMMON_NOUN_END = /(?:sis|tion|sion|ment|ness|ity|ism|ology|ics|ance|ence|ship|ing|ture|phy|cy)$/;
/** Words that stay capitalised mid-sentence: nationalities and the like ("French Revolution"). */
const PROPER_HINT = /(?:an|ese|ish|ch|ic)$/;

/**
 * A topic typed in Title Case reads oddly mid-sentence ("explain Photosynthesis").
 * Lower-case it only when it clearly is a common noun phrase; names, acronyms
 * and anything doubtful keep the user's capitals.
 */
function sentenceForm(text: string): string {
  const words = text.split(' ');
  if (words.length > 4 || !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return text;
  const last = words.at(-1)?.toLowerCase() ?? '';
  if (!COMMON_NOUN_END.test(last)) return text;
  if (words.slice(0, -1).some((w) => PROPER_HINT.test(w.toLowerCase()))) return text;
  return text.toLowerCase();
}

/** The topic of `raw` as the deck in `lang` writes it. */
export function subjectOf(raw: string, lang: Lang = 'en'): Subject {
  const typed = raw.replace(/^[\s|#>*-]+|[\s|]+$/g, '');
  const cleaned = cleanTopic(lang === 'en' ? typed : typed.replace(FOREIGN_REQUEST, ''));
  // Something must read as the topic in "Understanding {T}"; punctuation alone cannot.
  const text = /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : skeletonWords(lang).yourTopic;
  if (lang === 'en') return { text: sentenceForm(text), title: headingForm(text, lang), plural: isPlural(text), lang };
  // Small words typed with capitals ("Historia De La Imprenta") are lowered inside sentences too.
  return { text: inSentenceForm(lowerSmallWords(text, lang), lang), title: headingForm(text, lang), plural: false, lang };
}

export interface Fill {
  subject: Subject;
  aspect?: { noun: string; label: string };
}

/** Fills placeholders; a sentence that starts with the topic gets its capital. */
export function render(template: string, fill: Fill): string {
  return capitalize(contract(fillIn(template, fill), fill.subject.lang));
}

/** Fills placeholders and leaves the case alone (for prompts inside longer text). */
export function fillIn(template: string, fill: Fill): string {
  const { subject, aspect } = fill;
  return template
    .replace(/\{T\}/g, subject.title)
    .replace(/\{t\}/g, subject.text)
    .replace(/\{is\}/g, subject.plural ? 'are' : 'is')
    .replace(/\{Is\}/g, subject.plural ? 'Are' : 'Is')
    .replace(/\{s\}/g, subject.plural ? '' : 's')
    .replace(/\{es\}/g, subject.plural ? '' : 'es')
    .replace(/\{has\}/g, subject.plural ? 'have' : 'has')
    .replace(/\{A\}/g, aspect?.label ?? '')
    .replace(/\{a\}/g, aspect?.noun ?? '');
}
