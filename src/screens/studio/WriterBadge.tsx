import { openSettings } from '../../state/settings-request';

/**
 * Who wrote the open deck, as a small badge above the slides: the deck itself
 * never carries the generator's name (a speaker presents it as theirs), but
 * the user should know whether a model or the offline composer drafted it.
 */

const WRITERS: Record<string, string> = {
  builtin: "Drafted offline by Decksmith's built-in composer, from your text",
  local: 'Written by a local model on the server',
  'openai-compatible': 'Written by your model server',
  openai: 'Written by OpenAI',
  anthropic: 'Written by Anthropic Claude',
};

/**
 * The badge's text for a generator name ("builtin", "openai:gpt-4o-mini",
 * "local:qwen2.5-1.5b.gguf": the kind, then the model); '' when the deck names
 * none (an older deck, a hand-made one).
 */
export function writerLabel(writer: string | undefined): string {
  if (writer === undefined || writer.trim() === '') return '';
  if (writer === SKELETON) return 'A skeleton drafted offline: no model wrote this deck, so each slide says what to add';
  const colon = writer.indexOf(':');
  const kind = colon < 0 ? writer : writer.slice(0, colon);
  const model = colon < 0 ? '' : writer.slice(colon + 1).trim();
  const label = WRITERS[kind];
  if (label === undefined) return `Written by ${writer}`;
  return model === '' ? label : `${label} (${model})`;
}

/** The name the server gives a topic deck its builtin composer could only draft as a skeleton. */
const SKELETON = 'builtin:skeleton';

export function WriterBadge({ writer }: { writer: string | undefined }) {
  const label = writerLabel(writer);
  if (label === '') return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p data-testid="writer-badge" className="m-0 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700">
        {label}
      </p>
      {writer === SKELETON && (
        <p data-testid="skeleton-offer" className="m-0 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          A local model writes real content about your topic, with no key and no account.
          <button type="button" className="btn-primary" onClick={() => openSettings('local-model')}>
            Get a local model
          </button>
        </p>
      )}
    </div>
  );
}
