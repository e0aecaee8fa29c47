/**
 * One interface over the two ways the builtin composer writes a deck: from a
 * document (sections, sentences, terms) or from a bare topic (tone arcs).
 * The outline call asks for headings and overviews; the content call hands
 * topics back, possibly edited, and asks for full slides.
 */
import type { WireTopic } from '../../src/protocol/requests';
import { documentSubject, documentTitle, draftUnitSlide, quotedIn, titleLead, type DocDeck } from './compose-document';
import { draftTopicSlide, planTopicDeck, topicTitle, type TopicSlide } from './compose-topic';
import { sectionUnits, type Unit } from './plan-document';
import { documentLanguage, topicLanguage, type Lang } from './locale/language';
import { planForHeadings, solidPlan } from './plan-solid';
import { subjectOf } from './render';
import type { DocModel } from '../../src/core/prose/analyse';
import { headingKey } from '../../src/core/prose/phrase';
import { keySet } from '../../src/core/prose/tokenize';
import type { Size, TitleDraft, Tone, TopicDraft } from './types';

export interface Composer {
  /** 'skeleton': a bare topic, so the slides say what to add rather than what is true. */
  readonly kind: 'document' | 'skeleton';
  /** Said to the user when the deck is not written in the language asked for (locale/language.ts). */
  readonly note?: string;
  title(): TitleDraft;
  /** Headings and overviews of `n` topics, produced one at a time. */
  outline(n: number): Iterable<TopicDraft>;
  /** Prepares slide drafting for the topics of a content call. */
  slides(topics: readonly WireTopic[]): (topic: WireTopic, index: number) => TopicDraft;
}

export interface ComposeOptions {
  tone: Tone;
  size: Size;
  presentationTitle: string | undefined;
  /** The language asked for, a BCP 47 tag ('es-ES'); the composer writes en, es, fr, de, pt and it. */
  language: string;
}

interface Profile {
  unit: Unit;
  head: Set<string>;
  body: Set<string>;
}

/** Candidates for a topic: the planned slides, then every single section of the document. */
function profiles(plan: readonly Unit[], doc: DocModel): Profile[] {
  return [...plan, ...sectionUnits(doc)].map((unit) => ({ unit, head: keySet(unit.heading), body: new Set(unit.sentences.flatMap((x) => x.keys)) }));
}

/** The planned slide a topic came from: same heading, else most shared (rare) words. */
function matchUnit(doc: DocModel, plan: readonly Unit[], known: readonly Profile[], topic: WireTopic): Unit | undefined {
  const wanted = topic.heading.trim().toLowerCase();
  const exact = plan.find((u) => u.heading.toLowerCase() === wanted);
  if (exact) return exact;
  const keys = keySet(`${topic.heading} ${topic.overview ?? ''}`);
  const headKeys = keySet(topic.heading);
  let best: Unit | undefined;
  let bestScore = 0;
  for (const p of known) {
    let score = 0;
    for (const k of keys) score += (doc.idf.get(k) ?? 0) * (p.head.has(k) ? 3 : p.body.has(k) ? 1 : 0) * (headKeys.has(k) ? 2 : 1);
    if (score > bestScore) [best, bestScore] = [p.unit, score];
  }
  return best;
}

/**
 * A deck from a document. It has as many slides as the document has material
 * for: a short document gives fewer slides than asked rather than filler
 * written by the composer.
 */
export function documentComposer(doc: DocModel, opts: ComposeOptions): Composer {
  // The title slide quotes the document's lead sentence; no topic slide repeats it.
  const lead = titleLead(doc);
  const reserved = lead ? [lead.id, ...(doc.twins.get(lead.id) ?? [])] : [];
  const deck = (): DocDeck => ({ doc, size: opts.size, used: new Set(reserved) });
  // The deck is the document's sentences, so the composer's own words follow the document's language.
  const { lang, note } = documentLanguage(opts.language, doc.language);
  const fallback = topicComposer(opts.presentationTitle?.trim() || documentSubject(doc), { ...opts, language: lang });
  return {
    kind: 'document',
    ...(note === undefined ? {} : { note }),
    title: () => documentTitle(doc, opts.presentationTitle),
    *outline(n) {
      // Drafted whole, as the content call will, so the overview leaves the points their sentences.
      for (const { notes: _notes, ...draft } of solidPlan(doc, n, opts.size, reserved).drafts) yield { ...draft, subtopics: [] };
    },
    slides(topics) {
      const d = deck();
      const plan = planForHeadings(doc, topics.map((t) => t.heading), opts.size, reserved);
      const known = profiles(plan, doc);
      const loose = fallback.slides(topics);
      // A point never repeats a slide's heading, nor another point's.
      const headings = new Set(topics.map((t) => headingKey(t.heading)));
      const units = topics.map((topic) => matchUnit(doc, plan, known, topic));
      // Every overview the outline already shows is reserved first, so no earlier slide takes its sentences as points.
      topics.forEach((topic, i) => {
        const unit = units[i];
        const given = topic.overview?.trim() ?? '';
        if (unit && given !== '') for (const s of quotedIn(unit, given)) d.used.add(s.id);
      });
      return (topic, i) => {
        const unit = units[i];
        if (unit === undefined) return loose(topic, i);
        return { ...draftUnitSlide(d, unit, i, true, topic.overview, headings), heading: topic.heading };
      };
    },
  };
}

/** A heading as a noun inside a sentence: English Title Case words lowered, a Romance heading's first letter lowered, German as it stands. */
function nounOf(heading: string, lang: Lang): string {
  if (lang === 'de') return heading;
  if (lang !== 'en') return heading.replace(/^\p{Lu}(?=\p{Ll}*(?:\s|$))/u, (c) => c.toLowerCase());
  return heading
    .split(/\s+/)
    .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/** A heading the arc does not know becomes a deep dive on that heading. */
function customSlide(heading: string, lang: Lang): TopicSlide {
  const noun = nounOf(heading, lang);
  const aspect = { key: `custom:${heading}`, noun, label: heading, headings: [heading], icon: noun, image: `${noun} in the context of {t}` };
  return { heading, slide: { kind: 'aspect', key: aspect.key, aspect, headings: aspect.headings, variant: 0 } };
}

export function topicComposer(topic: string, opts: ComposeOptions): Composer {
  const { lang, note } = topicLanguage(opts.language);
  const subject = subjectOf(topic, lang);
  return {
    kind: 'skeleton',
    ...(note === undefined ? {} : { note }),
    title: () => topicTitle(opts.tone, subject, opts.presentationTitle, note),
    *outline(n) {
      for (const [i, ts] of planTopicDeck(opts.tone, n, subject).entries()) {
        yield draftTopicSlide(ts, i, opts.tone, subject, opts.size, false);
      }
    },
    slides(topics) {
      const known = new Map<string, TopicSlide>();
      // The outline may have been made for another slide count; the 99-topic plan knows every heading.
      for (const ts of [...planTopicDeck(opts.tone, 99, subject), ...planTopicDeck(opts.tone, topics.length, subject)]) {
        known.set(ts.heading.toLowerCase(), ts);
      }
      return (topic, i) => {
        const ts = known.get(topic.heading.trim().toLowerCase()) ?? customSlide(topic.heading.trim(), lang);
        return { ...draftTopicSlide(ts, i, opts.tone, subject, opts.size, true), heading: topic.heading };
      };
    },
  };
}
