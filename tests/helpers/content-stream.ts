/**
 * A deterministic, realistic content-call stream: the input of the parser
 * tests and of the parser and stream benchmarks. Pure TypeScript, no Node
 * imports, so unit tests under src/ can use it.
 */
import { mulberry32 } from '../../src/core/random';

export { mulberry32 };

// Several scripts and emoji, so the decoder sees 2-, 3- and 4-byte characters.
const PHRASES = [
  'Café économique à Montréal',
  'Straßenbahn und Größenordnung',
  '中文内容生成与演示文稿',
  '日本語のスライド構成',
  'Презентация для команды',
  'تحليل البيانات الضخمة',
  'ภาษาไทยสำหรับการนำเสนอ',
  'growth 📈 and launch 🚀',
  'team 👩‍💻 culture 🌍',
  'Ελληνικά και μαθηματικά',
  'हिन्दी में प्रस्तुति',
] as const;

const WORDS = (
  'energy storage grid battery solar wind demand supply market price policy cost team ' +
  'customer growth revenue strategy risk plan roadmap launch product design research data ' +
  'model insight quality process metric goal budget region partner network platform users ' +
  'adoption trend forecast capacity efficiency emissions investment innovation pilot scale'
).split(' ');

/** Text style of a generated stream: an English deck as LLMs write it, or many scripts. */
export type StreamMix = 'english' | 'multilingual';

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function phrase(rand: () => number, mix: StreamMix): string {
  if (mix === 'multilingual' || rand() < 0.03) return pick(rand, PHRASES);
  return `${pick(rand, WORDS)} ${pick(rand, WORDS)}`;
}

// English as LLMs write it: mostly ASCII, with curly quotes, dashes and the odd emoji.
function sentence(rand: () => number, words: number, mix: StreamMix): string {
  const parts: string[] = [];
  for (let i = 0; i < words; i++) {
    const roll = rand();
    if (roll < 0.04) parts.push(`“${phrase(rand, mix)}”`);
    else if (roll < 0.07) parts.push('—');
    else parts.push(mix === 'multilingual' ? phrase(rand, mix) : pick(rand, WORDS));
  }
  const text = parts.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function line(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

function topicLine(index: number, rand: () => number, mix: StreamMix): string {
  const subtopics = Array.from({ length: 3 + Math.floor(rand() * 2) }, (_, j) => ({
    id: `subtopic_${index}_${j + 1}`,
    heading: `${phrase(rand, mix)} ${j + 1}`,
    overview: sentence(rand, 14 + Math.floor(rand() * 14), mix),
    icon_prompt: `icon of ${phrase(rand, mix)}`,
    image_prompt: `photo of ${phrase(rand, mix)}, soft light`,
    visual_mode: rand() < 0.5 ? 'icon' : 'image',
  }));
  const emoji = rand() < 0.1 ? ' ✨' : '';
  return line({
    type: 'topic',
    topic_id: `topic_${index}`,
    heading: `${phrase(rand, mix)}${emoji}`,
    overview: sentence(rand, 25 + Math.floor(rand() * 20), mix),
    visual_mode: index % 3 === 0 ? 'image' : 'icon',
    icon_prompt: `minimal line icon, ${phrase(rand, mix)}`,
    image_prompt: `wide photograph illustrating ${phrase(rand, mix)}`,
    subtopics,
  });
}

/**
 * A realistic content-call stream for a deck of `slides` slides: a status
 * line, the title-slide `content` line, one `topic` line (with subtopics) per
 * further slide, heartbeat status lines every few topics, and `done`.
 * `english` (default) reads like an English deck from an LLM: mostly ASCII
 * with curly quotes, dashes, a few emoji and foreign phrases; `multilingual`
 * is nearly all non-ASCII. Deterministic: same arguments, same text.
 */
export function makeContentStream(slides: number, mix: StreamMix = 'english'): string {
  const rand = mulberry32(0xdec0 + slides);
  const out: string[] = [line({ type: 'status', message: 'Generating content…' })];
  out.push(
    line({
      type: 'content',
      title: `Deck of ${slides}: ${phrase(rand, mix)}`,
      description: sentence(rand, 20, mix),
      image_prompt: `cover image, ${phrase(rand, mix)}`,
    }),
  );
  for (let i = 1; i < slides; i++) {
    out.push(topicLine(i, rand, mix));
    if (i % 7 === 0) out.push(line({ type: 'status', message: `Writing slide ${i + 1} of ${slides}` }));
  }
  out.push(line({ type: 'done' }));
  return out.join('');
}
