/**
 * 'Open deck file': a real button (keyboard and screen readers) in front of
 * a hidden file input, so the browser's own file chooser picks the file.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { DECK_FILE_EXTENSION } from '../../core/deck-file';
import { deckFileImport } from './import-flow';
import { useOpenDeckFile } from './useOpenDeckFile';

/** What the file chooser offers. */
export const DECK_FILE_ACCEPT = `.json,${DECK_FILE_EXTENSION},application/json`;

export function OpenDeckFileButton() {
  const input = useRef<HTMLInputElement>(null);
  const { busy } = useSnapshot(deckFileImport);
  const { open } = useOpenDeckFile();
  return (
    <>
      {/* Not `disabled` while busy: a disabled button drops focus, and the error dialog hands focus back to it. */}
      <button type="button" className="btn-ghost border border-slate-300 bg-white" aria-disabled={busy} aria-busy={busy} onClick={() => busy || input.current?.click()}>
        {busy ? 'Opening deck file...' : 'Open deck file'}
      </button>
      <input
        ref={input}
        type="file"
        accept={DECK_FILE_ACCEPT}
        aria-label="Deck file to open"
        tabIndex={-1}
        className="hidden"
        data-testid="deck-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (file) open(file);
        }}
      />
    </>
  );
}
