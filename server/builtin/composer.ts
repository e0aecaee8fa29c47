/**
 * One interface over the two ways the builtin composer writes a deck: from a
 * document (sections, sentences, terms) or from a bare topic (tone arcs).
 * The outline call asks for headings and overviews; the content call hands
 * topics back, possibly edited, and asks for full slides.
 */
import type { WireTopic } from '../../src/protocol/requests';
import { documentSubject, documentTitle, draftUnitSlide, leadSentence, type DocDeck } from './compose-document';
import { draftTopicSlide, planTopicDeck, topicTitle, type TopicSlide } from './compose-topic';
import { planUnits, sectionUnits, type Unit } from './plan-document';
import { subjectOf, type Subject } from './render';
import type { DocModel } from './text/analyse';
import { keySet } from './text/tokenize';
import type { Size, TitleDraft, Tone, TopicDraft } from './types';

export interface Composer {
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
}

type DocSlide = { kind: 'unit'; unit: Unit } | { kind: 'arc'; ts: TopicSlide };

/** Units first; when the document is too short for `n` slides, tone-arc slides on its subject follow. */
function planDocDeck(doc: DocModel, n: number, tone: Tone, subject: Subject): DocSlide[] {
  const units = planUnits(doc, n);
  const slides: DocSlide[] = units.map((unit) => ({ kind: 'unit', unit }));
  if (units.length < n) {
    const taken = new Set(units.map((u) => u.heading.toLowerCase()));
    // The arc's opening stage would re-introduce a subject the document already introduced.
    const arc = planTopicDeck(tone, n - units.length + 1, subject, taken).slice(1);
    slides.push(...arc.map((ts): DocSlide => ({ kind: 'arc', ts })));
  }
  return slides;
}

function headingOf(s: DocSlide): string {
  return s.kind === 'unit' ? s.unit.heading : s.ts.heading;
}

interface Profile {
  slide: DocSlide;
  head: Set<string>;
  body: Set<string>;
}

/** Candidates for a topic: the planned slides, then every single section of the document. */
function profiles(doc: DocModel, plan: readonly DocSlide[]): Profile[] {
  const units = [...plan.flatMap((s) => (s.kind === 'unit' ? [s] : [])), ...sectionUnits(doc).map((unit): DocSlide => ({ kind: 'unit', unit }))];
  return units.flatMap((slide) =>
    slide.kind === 'unit'
      ? [{ slide, head: keySet(slide.unit.heading), body: new Set(slide.unit.sentences.flatMap((x) => x.keys)) }]
      : [],
  );
}

/** The planned slide a topic came from: same heading, else most shared (rare) words. */
function matchSlide(doc: DocModel, plan: readonly DocSlide[], known: readonly Profile[], topic: WireTopic): DocSlide | undefined {
  const wanted = topic.heading.trim().toLowerCase();
  const exact = plan.find((s) => headingOf(s).toLowerCase() === wanted);
  if (exact) return exact;
  const keys = keySet(`${topic.heading} ${topic.overview ?? ''}`);
  const headKeys = keySet(topic.heading);
  let best: DocSlide | undefined;
  let bestScore = 0;
  for (const p of known) {
    let score = 0;
    for (const k of keys) score += (doc.idf.get(k) ?? 0) * (p.head.has(k) ? 3 : p.body.has(k) ? 1 : 0) * (headKeys.has(k) ? 2 : 1);
    if (score > bestScore) [best, bestScore] = [p.slide, score];
  }
  return best;
}

export function documentComposer(doc: DocModel, opts: ComposeOptions): Composer {
  const subject = subjectOf(opts.presentationTitle?.trim() || documentSubject(doc));
  // The title slide quotes the lead sentence of an untitled introduction; no topic slide repeats it.
  // Without one it quotes the first section, whose slide needs that sentence more.
  const lead = doc.sections[0]?.heading === null ? leadSentence(doc) : undefined;
  const deck = (): DocDeck => ({ doc, size: opts.size, used: new Set(lead ? [lead.id] : []) });
  const fallback = topicComposer(subject.text, opts);
  return {
    title: () => documentTitle(doc, opts.presentationTitle),
    *outline(n) {
      const d = deck();
      for (const [i, s] of planDocDeck(doc, n, opts.tone, subject).entries()) {
        yield s.kind === 'unit'
          ? draftUnitSlide(d, s.unit, i, false)
          : draftTopicSlide(s.ts, i, opts.tone, subject, opts.size, false);
      }
    },
    slides(topics) {
      const d = deck();
      const plan = planDocDeck(doc, topics.length, opts.tone, subject);
      const known = profiles(doc, plan);
      const loose = fallback.slides(topics);
      return (topic, i) => {
        const s = matchSlide(doc, plan, known, topic);
        if (s === undefined) return loose(topic, i);
        const draft = s.kind === 'unit'
          ? draftUnitSlide(d, s.unit, i, true, topic.overview)
          : draftTopicSlide(s.ts, i, opts.tone, subject, opts.size, true);
        return { ...draft, heading: topic.heading };
      };
    },
  };
}

/** A heading the arc does not know becomes a deep dive on that heading. */
function customSlide(heading: string): TopicSlide {
  const noun = heading
    .split(/\s+/)
    .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
    .join(' ');
  const aspect = { key: `custom:${heading}`, noun, label: heading, headings: [heading], icon: noun, image: `${noun} in the context of {t}` };
  return { heading, slide: { kind: 'aspect', key: aspect.key, aspect, headings: aspect.headings, variant: 0 } };
}

export function topicComposer(topic: string, opts: ComposeOptions): Composer {
  const subject = subjectOf(topic);
  return {
    title: () => topicTitle(opts.tone, subject, opts.presentationTitle),
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
        const ts = known.get(topic.heading.trim().toLowerCase()) ?? customSlide(topic.heading.trim());
        return { ...draftTopicSlide(ts, i, opts.tone, subject, opts.size, true), heading: topic.heading };
      };
    },
  };
}
