import { describe, expect, it } from 'vitest';
import { documentBrief, topicPassages } from './brief';
import { bigDocument, GERMAN_DOC, MARKDOWN_DOC } from './fixtures';

const passageChars = (slides: ReadonlyArray<{ passages: string[] }>): number => slides.reduce((n, s) => n + s.passages.reduce((m, p) => m + p.length + 1, 0), 0);

describe('documentBrief: what a model is given of a long document', () => {
  const long = bigDocument(120_000);

  it('names the title and the chapters in order, and groups passages per planned slide', () => {
    const brief = documentBrief(long, 8, 6_000);
    expect(brief?.title).toBe('Cooling Cities: A Long Report');
    expect(brief?.chapters.slice(0, 3)).toEqual([
      'Health Effects',
      'Energy and Economic Costs',
      'Cooling Strategies',
    ]);
    expect(brief?.slides.length).toBeGreaterThanOrEqual(6);
    expect(brief?.slides.length).toBeLessThanOrEqual(8);
    for (const slide of brief?.slides ?? []) expect(slide.passages.length).toBeGreaterThan(0);
  });

  it('keeps within the characters it is given, quoting whole sentences of the document', () => {
    for (const budget of [2_000, 6_000, 20_000]) {
      const brief = documentBrief(long, 8, budget);
      expect(passageChars(brief?.slides ?? [])).toBeLessThanOrEqual(budget);
      for (const p of brief?.slides.flatMap((s) => s.passages) ?? []) expect(long).toContain(p);
    }
  });

  it('draws on the whole document, not its opening pages', () => {
    const brief = documentBrief(long, 8, 6_000);
    const sites = (brief?.slides.flatMap((s) => s.passages) ?? []).flatMap((p) => /\(site (\d+)\)/.exec(p)?.[1] ?? []).map(Number);
    // The first 6,000 characters hold chapters 1-5; the brief reaches far past them.
    expect(Math.max(...sites)).toBeGreaterThan(20);
  });

  it('gives no sentence twice', () => {
    const all = documentBrief(long, 12, 20_000)?.slides.flatMap((s) => s.passages) ?? [];
    expect(new Set(all).size).toBe(all.length);
  });

  it('is undefined for a topic, so the prompt gives the text as it is', () => {
    expect(documentBrief('The history of the printing press', 8, 6_000)).toBeUndefined();
  });

  it('reads German documents too', () => {
    const brief = documentBrief(GERMAN_DOC, 4, 2_000);
    expect(brief?.title).toBe('Die Energiewende in Deutschland');
    expect(brief?.slides.flatMap((s) => s.passages).length).toBeGreaterThan(2);
  });
});

describe('topicPassages: the document text about each slide of the content call', () => {
  it('finds the passages about each topic, wherever they are', () => {
    const [roofs, health] = topicPassages(MARKDOWN_DOC, [{ heading: 'Green roofs' }, { heading: 'Heat and health', overview: 'Who is most at risk in heat waves' }], 1_200) ?? [];
    expect(roofs?.length).toBeGreaterThan(0);
    // The Green Roofs section, including its sentences that do not repeat the words.
    const section = MARKDOWN_DOC.slice(MARKDOWN_DOC.indexOf('### Green Roofs'), MARKDOWN_DOC.indexOf('### Cool Pavements'));
    expect(roofs?.filter((p) => section.includes(p)).length).toBeGreaterThanOrEqual(3);
    expect(roofs).toContain('They also absorb rainwater, which reduces flooding during heavy storms.');
    expect(health?.some((p) => /elderly people/i.test(p))).toBe(true);
  });

  it('gives nothing for a topic the document does not cover', () => {
    const [none] = topicPassages(MARKDOWN_DOC, [{ heading: 'Deep-sea fishing quotas' }], 1_200) ?? [];
    expect(none).toEqual([]);
  });

  it('keeps to its budget and gives a passage to one slide only', () => {
    const topics = [{ heading: 'Green roofs' }, { heading: 'Green roofs and rainwater' }, { heading: 'Cool pavements' }];
    const result = topicPassages(bigDocument(60_000), topics, 1_500) ?? [];
    const all = result.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.reduce((n, p) => n + p.length + 1, 0)).toBeLessThanOrEqual(1_500);
  });
});
