/**
 * Data slides in the generation routes, whichever writer runs: the outline
 * keeps slots for the document's tables and figure-dense paragraphs (the
 * writer is asked for that many fewer topics) and fills them with the
 * document's own figures, placed beside the topic they belong to; a data
 * topic the writer asked for itself gets the document's table when it is
 * one, or is kept only with figures found in the source. The content call
 * passes each topic's data on to its slide unchanged.
 */
import { dataSlots, distinctHeading, documentOffers, placeOffers, resolveModelData, type DataCheck, type DataOffer } from '../../src/core/data/offer';
import { readTopicData, type TopicData } from '../../src/core/data/topic-data';
import { topicKey } from '../../src/core/schemas/outline';
import { documentTables } from '../../src/extract/tables';
import type { TopicLine } from '../../src/protocol/lines';
import type { WireTopic } from '../../src/protocol/requests';
import { isDocumentInput } from '../builtin';

/** What a request's source offers and how its writer's data is checked. */
export interface DataPlan {
  offers: DataOffer[];
  check: DataCheck;
  /** Topic slots kept for the offers. */
  slots: number;
}

/** The data plan of a request: its source's offers, and the slots they take out of `topics`. */
export function dataPlanFor(source: string, topics: number): DataPlan {
  const document = isDocumentInput(source);
  // A presentation's slide without a title is headed 'Slide N' in the text: that names no table.
  const tables = document ? documentTables(source).map(({ heading, ...t }) => (heading === undefined || /^Slide \d+$/.test(heading) ? t : { ...t, heading })) : [];
  const offers = documentOffers(tables, source);
  const plan: DataPlan = { offers, check: { offers, used: new Set(), source, document }, slots: dataSlots(offers.length, topics) };
  // Only as many slots as the offers fill (a split table comes whole), so the deck has the slides asked for.
  plan.slots = offerLines(plan, 0).lines.length;
  return plan;
}

/** The line with its data checked: the source's own figures, or none. */
export function withCheckedData<T extends { data?: unknown; layout?: string }>(line: T, check: DataCheck): T {
  const { data: raw, ...rest } = line;
  if (raw === undefined) return line;
  const data = resolveModelData(raw, check) ?? readOwnData(raw, check);
  return data ? ({ ...rest, data, layout: data.kind } as T) : (rest as T);
}

/** Data that is already one of the offers, whole (a writer that placed an offer itself). */
function readOwnData(raw: unknown, check: DataCheck): TopicData | undefined {
  const data = readTopicData(raw);
  if (!data) return undefined;
  const json = JSON.stringify(data);
  const at = check.offers.findIndex((o, i) => !check.used.has(i) && JSON.stringify(o.data) === json);
  if (at < 0) return undefined;
  check.used.add(at);
  return data;
}

/** A topic line of an offer, headed apart from the `taken` headings (lower case), which it joins. */
function offerLine(offer: DataOffer, n: number, taken: Set<string>): TopicLine {
  const heading = distinctHeading(offer, taken);
  taken.add(heading.trim().toLowerCase());
  return { type: 'topic', topic_id: topicKey(n), heading, overview: offer.overview, visual_mode: 'icon', icon_prompt: '', image_prompt: '', data: offer.data, layout: offer.data.kind };
}

/**
 * The offers the writer did not use, as topic lines numbered after `count`,
 * for the plan's slots, each headed apart from the writer's `headings`.
 */
export function offerLines(plan: DataPlan, count: number, headings: readonly string[] = []): { lines: TopicLine[]; sections: string[] } {
  const taken = new Set(headings.map((h) => h.trim().toLowerCase()));
  const lines: TopicLine[] = [];
  const sections: string[] = [];
  plan.offers.forEach((offer, i) => {
    if (plan.check.used.has(i) || lines.length >= plan.slots) return;
    // A table split over slides comes whole or not at all.
    const parts = plan.offers.filter((o) => offer.group !== undefined && o.group === offer.group);
    if (parts.length > 0 && (parts[0] !== offer || lines.length + parts.length > plan.slots)) return;
    for (const part of parts.length > 0 ? parts : [offer]) {
      lines.push(offerLine(part, count + lines.length, taken));
      sections.push(part.section ?? '');
    }
  });
  return { lines, sections };
}

/** The outline's topics with the offered ones among them, renumbered in their final order. */
export function placeOfferTopics(written: readonly TopicLine[], offered: readonly TopicLine[], sections: readonly string[]): TopicLine[] {
  return placeOffers(written, offered, sections).map((t, i) => ({ ...t, topic_id: topicKey(i) }));
}

/** The data of the content call's topic for `topicId`: the outline's, passed on unchanged. */
export function wireTopicData(topics: readonly WireTopic[], topicId: string): TopicData | undefined {
  return readTopicData(topics.find((t) => t.topic_id === topicId)?.data);
}
