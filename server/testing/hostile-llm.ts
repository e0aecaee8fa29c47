/**
 * Hostile and broken "models" for the loopback chat server: answers that
 * loop, never end, stall or carry absurd fields. Tests and the abuse
 * benchmark start one with startHostileLlm(kind) and point the server's
 * openai-compatible provider at its baseURL.
 */
import { startOpenAiSseServer, type ModelScript, type OpenAiSseServer } from './openai-sse-server';

export const HOSTILE_KINDS = ['brace-flood', 'endless', 'huge-heading', 'long-heading', 'repeat-loop', 'stall', 'blank-stall'] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** How an outline answer begins, so the flood lands where a parser must keep reading. */
const OPENING = '{"title": "Deck", "description": "A deck.", "image_prompt": "a sky", "topics": [';

function* repeat(head: string, piece: string): Generator<string> {
  if (head) yield head;
  for (;;) yield piece;
}

/** Endless prose that never repeats a window: the size cap, not the loop detector, must stop it. */
function* endlessProse(): Generator<string> {
  yield `${OPENING}{"heading": "Everything", "overview": "`;
  const words = ['bees', 'hive', 'nectar', 'queen', 'worker', 'drone', 'wax', 'comb', 'pollen', 'flower', 'summer', 'swarm'];
  let state = 7;
  for (let n = 0; ; n++) {
    let chunk = '';
    for (let k = 0; k < 6; k++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      chunk += `${words[state % words.length]}${(state >> 8) % 1000} `;
    }
    yield chunk;
  }
}

/** A heading of `chars` characters of words, inside an otherwise normal outline of `topics` topics. */
export function longHeadingOutline(chars: number, topics = 4): string {
  const heading = 'honeybee '.repeat(Math.ceil(chars / 9)).slice(0, chars);
  const items = Array.from({ length: topics }, (_, i) => ({
    heading: i === 0 ? heading : `Topic ${i + 1}`,
    overview: `About topic ${i + 1}.`,
    visual_mode: 'icon',
    icon_prompt: 'bee',
    image_prompt: 'a bee',
  }));
  return JSON.stringify({ title: 'Deck', description: 'A deck.', image_prompt: 'a sky', topics: items });
}

/**
 * The script of one hostile answer:
 * - brace-flood: "}" without end inside an open string (each delta closes "something");
 * - endless: varied text that never ends;
 * - huge-heading: a 1 MB heading in an otherwise valid outline;
 * - long-heading: a 3,000-character heading (inside the size cap, over the field cap);
 * - repeat-loop: one sentence over and over;
 * - stall: a start, then silence with the connection open;
 * - blank-stall: a start, then only newlines, slowly.
 */
export function hostileScript(kind: HostileKind): ModelScript {
  switch (kind) {
    case 'brace-flood':
      return { stream: () => repeat(`${OPENING}{"heading": "`, '}'.repeat(16)) };
    case 'endless':
      return { stream: endlessProse };
    case 'huge-heading':
      return { text: longHeadingOutline(1_048_576), chunkSize: 256 };
    case 'long-heading':
      return { text: longHeadingOutline(3_000) };
    case 'repeat-loop':
      return { stream: () => repeat(`${OPENING}{"heading": "Bees", "overview": "`, 'The bees make honey. ') };
    case 'stall':
      return { text: `${OPENING}{"heading": "One", "overview": "First"}, {"heading": "Tw and more`, holdAfterChars: OPENING.length + 50 };
    case 'blank-stall':
      return { stream: () => repeat(`${OPENING}{"heading": "One"}`, '\n'), delayMs: 50 };
  }
}

/** Starts a loopback chat server whose every answer is `kind`. */
export function startHostileLlm(kind: HostileKind): Promise<OpenAiSseServer> {
  return startOpenAiSseServer(hostileScript(kind));
}
