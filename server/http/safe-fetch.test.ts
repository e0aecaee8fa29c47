import { describe, expect, it } from 'vitest';
import { addressAllowed, getFollowingCheckedRedirects, isPrivateHost, readCapped } from './safe-fetch';

describe('isPrivateHost', () => {
  it('knows loopback, private, link-local and shared ranges as URL writes them', () => {
    for (const url of ['http://127.0.0.1/', 'http://2130706433/', 'http://0x7f.1/', 'http://10.1.2.3/', 'http://169.254.169.254/', 'http://[::1]/', 'http://[fe80::1]/', 'http://[::ffff:127.0.0.1]/', 'http://LOCALHOST/']) {
      expect(isPrivateHost(new URL(url).hostname), url).toBe(true);
    }
    for (const url of ['https://example.org/', 'http://8.8.8.8/', 'http://[2606:4700::1111]/']) expect(isPrivateHost(new URL(url).hostname), url).toBe(false);
  });
});

describe('addressAllowed', () => {
  it('takes the allowed schemes on public hosts, private ones only when the rule says so', () => {
    const web = { schemes: ['http:', 'https:'] };
    expect(addressAllowed('http://example.org/a', web)).toBe(true);
    expect(addressAllowed('ftp://example.org/a', web)).toBe(false);
    expect(addressAllowed('http://127.0.0.1:8080/', web)).toBe(false);
    expect(addressAllowed('http://127.0.0.1:8080/', { ...web, allowPrivate: true })).toBe(true);
    expect(addressAllowed('http://user:pw@example.org/', { ...web, allowPrivate: true })).toBe(false);
    expect(addressAllowed('not a url', web)).toBe(false);
  });
});

describe('readCapped', () => {
  it('stops a body past the cap, declared or streamed', async () => {
    const tooLarge = () => new Error('too large');
    await expect(readCapped(new Response('x'.repeat(11)), 10, tooLarge)).rejects.toThrow('too large');
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(4));
      },
    });
    await expect(readCapped(new Response(stream), 10, tooLarge)).rejects.toThrow('too large');
    expect(await readCapped(new Response('abc'), 10, tooLarge)).toHaveLength(3);
  });
});

describe('getFollowingCheckedRedirects', () => {
  const refused = () => new Error('refused');
  const tooMany = () => new Error('too many');

  it('checks each redirect target before asking it', async () => {
    const asked: string[] = [];
    const fetch = ((url: string) => {
      asked.push(url);
      return Promise.resolve(url.endsWith('/start') ? new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/inside' } }) : new Response('ok'));
    }) as typeof globalThis.fetch;
    const get = { fetch, headers: {}, signal: new AbortController().signal, allowed: (a: string) => !a.includes('10.0.0.1'), maxRedirects: 3, refused, tooManyRedirects: tooMany };
    await expect(getFollowingCheckedRedirects('https://example.org/start', get)).rejects.toThrow('refused');
    expect(asked).toEqual(['https://example.org/start']);
  });

  it('gives up after the allowed number of redirects', async () => {
    const fetch = (() => Promise.resolve(new Response(null, { status: 301, headers: { location: '/again' } }))) as typeof globalThis.fetch;
    const get = { fetch, headers: {}, signal: new AbortController().signal, allowed: () => true, maxRedirects: 2, refused, tooManyRedirects: tooMany };
    await expect(getFollowingCheckedRedirects('https://example.org/', get)).rejects.toThrow('too many');
  });
});
