/**
 * The three ways to start. The cards are real
 * buttons: Tab reaches them and Enter or Space presses them.
 */
import { useEffect, useState } from 'react';
import { StartIcon, type StartIconName } from './icons';

/** The selected card shows for 0.4 s before the page changes. */
export const START_CARD_DELAY_MS = 400;

export type StartCardId = 'generate' | 'paste' | 'import';

interface CardSpec {
  id: StartCardId;
  title: string;
  text: string;
  icon: StartIconName;
  badge?: string;
}

export const START_CARDS: readonly CardSpec[] = [
  { id: 'generate', title: 'Generate', text: 'Create a presentation from a one-line topic or prompt.', icon: 'sparkles', badge: 'LAST USED' },
  { id: 'paste', title: 'Paste in text', text: 'Turn notes, an outline or an article into slides.', icon: 'clipboard' },
  { id: 'import', title: 'Import file or URL', text: 'Build slides from a PDF, Word, PowerPoint, text or Markdown file, or a web page.', icon: 'fileUp' },
];

/** The import card where the server cannot import web addresses (turned off there): files only. */
export const IMPORT_FILE_ONLY_TITLE = 'Import file';
const IMPORT_FILE_ONLY_TEXT = 'Build slides from a PDF, Word, PowerPoint, text or Markdown file.';

export interface StartCardsViewProps {
  selected: StartCardId | null;
  onPick: (id: StartCardId) => void;
  /** Whether the import card offers web addresses too (default true). */
  urlImport?: boolean;
}

/** The cards; `selected` is ringed and the others fade. */
export function StartCardsView({ selected, onPick, urlImport = true }: StartCardsViewProps) {
  const cards = urlImport ? START_CARDS : START_CARDS.map((card) => (card.id === 'import' ? { ...card, title: IMPORT_FILE_ONLY_TITLE, text: IMPORT_FILE_ONLY_TEXT } : card));
  return (
    <ul className="m-0 mt-8 grid list-none gap-4 p-0 sm:grid-cols-3" aria-label="Ways to start">
      {cards.map((card) => (
        <li key={card.id}>
          <StartCard card={card} selected={selected === card.id} faded={selected !== null && selected !== card.id} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

function StartCard({ card, selected, faded, onPick }: { card: CardSpec; selected: boolean; faded: boolean; onPick: (id: StartCardId) => void }) {
  const look = selected ? 'border-indigo-500 ring-2 ring-indigo-500' : 'hover:border-indigo-300';
  return (
    <button
      type="button"
      data-testid={`start-card-${card.id}`}
      data-selected={selected ? 'true' : undefined}
      onClick={() => onPick(card.id)}
      className={`card relative flex h-full w-full cursor-pointer flex-col items-start gap-2 p-6 text-left transition-all duration-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${look} ${faded ? 'opacity-40' : ''}`}
    >
      {card.badge && (
        <span className="absolute right-4 top-4 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-indigo-700">{card.badge}</span>
      )}
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        <StartIcon name={card.icon} />
      </span>
      <span className="text-lg font-semibold text-slate-900">{card.title}</span>
      <span className="text-sm text-slate-600">{card.text}</span>
    </button>
  );
}

export interface StartCardsProps {
  onGenerate: () => void;
  onPaste: () => void;
  onImport: () => void;
  urlImport?: boolean;
}

/** Generate shows its selection for {@link START_CARD_DELAY_MS} first; the other two open their dialogs at once. */
export function StartCards({ onGenerate, onPaste, onImport, urlImport = true }: StartCardsProps) {
  const [selected, setSelected] = useState<StartCardId | null>(null);

  useEffect(() => {
    if (selected !== 'generate') return;
    const timer = setTimeout(onGenerate, START_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selected, onGenerate]);

  const onPick = (id: StartCardId) => {
    if (selected === 'generate') return;
    if (id === 'generate') setSelected('generate');
    else if (id === 'paste') onPaste();
    else onImport();
  };
  return <StartCardsView selected={selected} onPick={onPick} urlImport={urlImport} />;
}
