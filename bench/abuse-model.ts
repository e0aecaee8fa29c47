/**
 * Hostile stand-ins for an OpenAI-compatible model, for `npm run bench --
 * abuse`. Run as its own process (`node --import tsx bench/abuse-model.ts`),
 * so the flood it writes does not share an event loop with the bench's
 * health probe. The first path segment picks the behaviour (`${url}/<mode>/v1`
 * as a base URL), or `${url}/v1` follows the mode last set with
 * `POST ${url}/mode/<mode>`, so one process serves every case.
 *
 * - flood: a JSON answer that opens and then sends "}" without end
 * - endless: a heading whose text never ends, in words that never repeat
 *   the same way (so a repeat detector does not end it: a size cap must)
 * - loop: a heading that repeats one phrase without end
 * - bigheading: a well-formed outline whose first heading is 1 MB of
 *   varied words
 * - normal: a short, well-formed outline written over about two seconds
 *
 * Every answer stops after MAX_ANSWER_MS or when the client goes away, and
 * the process exits when its parent's stdin closes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MODES = ['flood', 'endless', 'loop', 'bigheading', 'normal'] as const;
export type HostileMode = (typeof MODES)[number];

/** No answer runs longer than this, whatever the client does. */
const MAX_ANSWER_MS = 40_000;

function chunk(id: string, content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: 'hostile', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** Writes `text`, waiting for the socket to drain; false when the client has gone. */
function write(res: ServerResponse, text: string): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return Promise.resolve(false);
  if (res.write(text)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sta', 'vel', 'dor', 'pin', 'qua', 'zet', 'bri', 'ou', 'ten', 'gal'];

/** Text of varied made-up words (a seeded generator): no phrase comes back the same way. */
export function variedText(chars: number, seed = 1): string {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state;
  };
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    const syllables = 1 + (next() % 4);
    let word = '';
    for (let i = 0; i < syllables; i++) word += SYLLABLES[next() % SYLLABLES.length];
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ').slice(0, chars);
}

function outline(firstHeading: string) {
  return JSON.stringify({
    title: 'Hostile outline',
    description: 'Made to test the server.',
    topics: [firstHeading, 'Second topic', 'Third topic'].map((heading, i) => ({
      heading,
      overview: `Overview ${i + 1}.`,
      visual_mode: 'icon',
      icon_prompt: 'star',
      image_prompt: 'sky',
    })),
  });
}

async function stream(res: ServerResponse, mode: HostileMode): Promise<void> {
  const id = `chatcmpl-${mode}`;
  const started = Date.now();
  const inTime = () => Date.now() - started < MAX_ANSWER_MS;
  if (mode === 'flood' || mode === 'endless' || mode === 'loop') {
    const opening = mode === 'flood' ? '{"title":"Flood","topics":[{"heading":"a"' : '{"title":"Endless","topics":[{"heading":"';
    let ok = await write(res, chunk(id, opening));
    for (let n = 1; ok && inTime(); n++) {
      const piece = mode === 'flood' ? '}'.repeat(64) : mode === 'loop' ? 'and on '.repeat(9) : `${variedText(63, n)} `;
      ok = await write(res, chunk(id, piece));
      // 2 KB of text a millisecond, far faster than any model writes, without this process spinning on the
      // core the server under test needs (a real model's writing costs the server's machine nothing).
      if (ok && n % 32 === 0) await sleep(1);
    }
  } else {
    const text = mode === 'bigheading' ? outline(variedText(1024 * 1024)) : outline('First topic');
    const size = mode === 'bigheading' ? 16 * 1024 : 40;
    const pause = mode === 'normal' ? Math.max(1, Math.floor(2_000 / Math.ceil(text.length / size))) : 0;
    for (let at = 0; at < text.length && inTime(); at += size) {
      if (!(await write(res, chunk(id, text.slice(at, at + size))))) return;
      if (pause) await sleep(pause);
    }
    await write(res, chunk(id, null, 'stop'));
  }
  await write(res, 'data: [DONE]\n\n');
  res.end();
}

/** The behaviour of /v1/chat/completions; `POST /mode/<mode>` changes it (a server warms up on 'normal' first). */
let current: HostileMode = 'normal';

function handle(req: IncomingMessage, res: ServerResponse): void {
  const [, first = '', second = ''] = (req.url ?? '').split('/');
  req.resume();
  if (first === 'mode' && MODES.includes(second as HostileMode)) {
    current = second as HostileMode;
    res.writeHead(204).end();
    return;
  }
  const mode = (first === 'v1' ? current : first) as HostileMode;
  req.on('end', () => {
    if (!MODES.includes(mode) || !(req.url ?? '').endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such mode"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    void stream(res, mode).catch(() => res.destroy());
  });
}

/** Starts the hostile model on a free loopback port and prints `listening <port>` for the parent. */
function main(): void {
  const server = createServer(handle);
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
  process.stdin.on('close', () => process.exit(0));
  process.stdin.resume();
}

if (process.argv.includes('--serve')) main();
