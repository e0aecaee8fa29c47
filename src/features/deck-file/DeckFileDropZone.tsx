/**
 * Dropping a deck file anywhere on the page opens it: while files are
 * dragged over the window an overlay says so; a drop that is not a deck
 * file gets the same clear error as the button. Renders the import's
 * dialogs too, so mount it once on the page that offers 'Open deck file'.
 */
import { useEffect, useState } from 'react';
import { DeckFileDialogs } from './DeckFileDialogs';
import { useOpenDeckFile } from './useOpenDeckFile';

export const DROP_DECK_FILE_TEXT = 'Drop a deck file to open it';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** Whether files are being dragged over the window; `onDrop` gets the first dropped file. */
function useFileDrag(onDrop: (file: File) => void): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    // enter/leave fire for every child crossed: count them so the overlay does not flicker.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setOver(true);
    };
    const overPage = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the file itself in place of the app.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setOver(false);
      const file = event.dataTransfer?.files[0];
      if (file) onDrop(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overPage);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onDrop]);
  return over;
}

export function DeckFileDropZone() {
  const { open } = useOpenDeckFile();
  const over = useFileDrag(open);
  return (
    <>
      {over && (
        <div
          data-testid="deck-file-drop-overlay"
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-indigo-900/40 p-6"
        >
          <p role="status" className="m-0 rounded-2xl border-2 border-dashed border-white bg-indigo-700/90 px-8 py-6 text-lg font-semibold text-white">
            {DROP_DECK_FILE_TEXT}
          </p>
        </div>
      )}
      <DeckFileDialogs />
    </>
  );
}
