/**
 * The relevance check: for thirty slide subjects, the query built from the
 * slide and the candidate ranked first from a recorded search answer (read
 * through the real source parsers). Prints the figures; fails when a query
 * changes, when any subject gets a picture a person would not choose, or
 * when fewer than 28 of 30 get the one a person would.
 */
import { describe, expect, it } from 'vitest';
import type { PictureHttp } from './types';
import { createOpenverseSource } from './openverse';
import { createPexelsSource } from './pexels';
import { buildQuery } from './query';
import { rankCandidates } from './rank';
import { RELEVANCE_CASES, type RelevanceCase } from './relevance.fixtures';
import { createWikimediaSource } from './wikimedia';

/** The recorded answer in the service's real shape. */
function recorded(c: RelevanceCase): unknown {
  const tags = (t: string) => t.split(',').map((s) => s.trim()).filter(Boolean);
  if (c.source === 'openverse') {
    return {
      result_count: c.hits.length,
      page: 1,
      results: c.hits.map(([id, title, t, width, height]) => ({
        id, title, url: `https://live.staticflickr.com/${id}.jpg`, thumbnail: `https://api.openverse.org/v1/images/${id}/thumb/`, width, height,
        license: 'by', license_version: '2.0', license_url: 'https://creativecommons.org/licenses/by/2.0/', creator: 'someone',
        foreign_landing_url: `https://www.flickr.com/photos/x/${id}`, tags: tags(t).map((name) => ({ name })), filetype: 'jpg', mature: false,
      })),
    };
  }
  if (c.source === 'wikimedia') {
    const pages = Object.fromEntries(
      c.hits.map(([id, title, t, width, height], i) => [id, {
        pageid: Number(id), ns: 6, title: `File:${title}.jpg`, index: i + 1,
        imageinfo: [{ url: `https://upload.wikimedia.org/${id}.jpg`, thumburl: `https://upload.wikimedia.org/thumb/${id}.jpg/1280px-${id}.jpg`, descriptionurl: `https://commons.wikimedia.org/wiki/File:${id}.jpg`, width, height, mime: 'image/jpeg',
          extmetadata: { ObjectName: { value: title }, LicenseShortName: { value: 'CC BY-SA 4.0' }, Artist: { value: '<a href="x">someone</a>' }, Categories: { value: tags(t).join('|') } } }],
      }]),
    );
    return { batchcomplete: '', query: { pages } };
  }
  return {
    page: 1,
    photos: c.hits.map(([id, title, , width, height]) => ({
      id: Number(id), width, height, url: `https://www.pexels.com/photo/${id}/`, photographer: 'someone', alt: title,
      src: { large: `https://images.pexels.com/${id}-large.jpg`, small: `https://images.pexels.com/${id}-small.jpg` },
    })),
  };
}

async function firstPick(c: RelevanceCase): Promise<{ query: string; first: string | null }> {
  const http: PictureHttp = { getJson: async () => recorded(c), getImage: async () => { throw new Error('no downloads here'); }, ping: async () => undefined };
  const config = { baseURL: 'https://example.org', key: 'k', http };
  const source = c.source === 'openverse' ? createOpenverseSource(config) : c.source === 'wikimedia' ? createWikimediaSource(config) : createPexelsSource(config);
  const query = buildQuery({ prompt: c.prompt, heading: c.heading, ...(c.language ? { language: c.language } : {}) });
  const candidates = await source.search({ text: query.text, page: 1, perPage: 20 }, new AbortController().signal);
  const best = rankCandidates(candidates, query.terms, c.orientation ?? 'landscape').find((r) => r.relevant);
  return { query: query.text, first: best?.candidate.id ?? null };
}

describe('relevance of the picture a slide gets', () => {
  it('has thirty subjects', () => {
    expect(RELEVANCE_CASES).toHaveLength(30);
  });

  it('builds the expected query and ranks the right picture first (or none) for every subject', async () => {
    const rows = await Promise.all(RELEVANCE_CASES.map(async (c) => ({ c, got: await firstPick(c) })));
    const queryRight = rows.filter(({ c, got }) => got.query === c.query).length;
    const pickRight = rows.filter(({ c, got }) => got.first === c.first).length;
    const none = rows.filter(({ c }) => c.first === null).length;
    console.log(`[relevance] ${rows.length} subjects: query as expected ${queryRight}/${rows.length}, first pick right ${pickRight}/${rows.length} (${none} with no fitting picture)`);
    const misses = rows.filter(({ c, got }) => got.first !== c.first).map(({ c, got }) => `${c.heading}: got ${got.first ?? 'none'}, wanted ${c.first ?? 'none'}`);
    if (misses.length) console.log(`[relevance] misses:\n  ${misses.join('\n  ')}`);
    for (const { c, got } of rows) expect(got.query, c.heading).toBe(c.query);
    // A wrong picture is worse than none: no subject may get a picture a person would not choose.
    expect(rows.filter(({ c, got }) => got.first !== null && got.first !== c.first).map(({ c }) => c.heading)).toEqual([]);
    expect(pickRight).toBeGreaterThanOrEqual(28);
  });
});
