import { useCallback, useState, type ChangeEvent, type DragEvent, type SyntheticEvent } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';
import type { Extractor } from './run';
import type { OnExtracted } from './useRunAndHandOff';
import { useUpload } from './useUpload';
import { useUrlImport, type UrlImporter } from './useUrlImport';
import { UrlForm, UrlProcessingView } from './UrlImportViews';
import { ACCEPTED_FILE_TYPES, SuccessView, UploadView, type DropHandlers } from './UploadViews';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The extracted text (with the document's name and pages), after the success view has shown for 1 s. */
  onExtracted: OnExtracted;
  /** The extraction (a worker by default; a fake one in tests). */
  extractor?: Extractor;
  /** Offer the web-address field (the server imports pages); false where it cannot. */
  urlImport?: boolean;
  /** The URL import (the server's by default; a fake one in tests). */
  importer?: UrlImporter;
}

function useDropZone(onFile: (file: File) => void): DropHandlers {
  const [dragging, setDragging] = useState(false);
  const onDragOver = useCallback((event: DragEvent<HTMLElement>) => {
    // Without preventDefault the browser would open the dropped file itself.
    event.preventDefault();
    setDragging(true);
  }, []);
  const onDragLeave = useCallback(() => setDragging(false), []);
  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files.item(0);
      if (file) onFile(file);
    },
    [onFile],
  );
  return { dragging, onDragOver, onDragLeave, onDrop };
}

/** 'Upload Document': choose or drop a file, extract its text in a worker, hand it on. */
export function UploadDialog({ open, onClose, onExtracted, extractor, urlImport = true, importer }: UploadDialogProps) {
  const upload = useUpload(onExtracted, extractor);
  const fromUrl = useUrlImport(onExtracted, importer);
  const [address, setAddress] = useState('');
  const ref = useNativeModal(open);
  const { reset: resetUrl } = fromUrl;
  const { select: selectFile } = upload;
  // A file chosen after a failed address: the address's message no longer applies.
  const select = useCallback(
    (file: File) => {
      resetUrl();
      selectFile(file);
    },
    [resetUrl, selectFile],
  );
  const drop = useDropZone(select);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const processing = upload.state.kind === 'processing' || fromUrl.state.kind === 'fetching';
  const choosing = (upload.state.kind === 'idle' || upload.state.kind === 'selected') && fromUrl.state.kind === 'idle';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.item(0);
    // Cleared so choosing the same file again (after Try Again) fires a change.
    event.target.value = '';
    if (file) select(file);
  };
  // Escape must not drop a running extraction by accident: Cancel is the way out.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (processing) event.preventDefault();
  };
  // A file dropped beside the zone (or while extracting) must not make the browser open it in place of the app.
  const ignoreDrop = (event: DragEvent<HTMLElement>) => event.preventDefault();
  // Every way of closing (Escape, the close button, the parent) ends here: stop and forget.
  const onDialogClose = () => {
    upload.reset();
    fromUrl.reset();
    setAddress('');
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="upload-dialog-title"
      onCancel={onCancel}
      onClose={onDialogClose}
      onDragOver={ignoreDrop}
      onDrop={ignoreDrop}
      className="w-full max-w-lg rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="upload-dialog-title" className="m-0 text-lg font-semibold text-slate-900">Upload Document</h2>
        <button type="button" className="btn-ghost px-2" aria-label="Close" disabled={processing} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <input ref={setInput} type="file" accept={ACCEPTED_FILE_TYPES} className="hidden" aria-label="Document file" data-testid="upload-input" onChange={onChange} />
      {fromUrl.state.kind === 'fetching' ? (
        <UrlProcessingView url={fromUrl.state.url} onCancel={fromUrl.cancel} />
      ) : fromUrl.state.kind === 'success' ? (
        <SuccessView />
      ) : (
        <UploadView
          state={upload.state}
          drop={drop}
          onChoose={() => input?.click()}
          onExtract={upload.extract}
          onCancel={upload.cancel}
          onRetry={upload.reset}
        />
      )}
      {urlImport && choosing && (
        <UrlForm value={address} onChange={setAddress} onSubmit={() => fromUrl.start(address)} {...(fromUrl.state.kind === 'idle' && fromUrl.state.error ? { error: fromUrl.state.error } : {})} />
      )}
    </dialog>
  );
}
