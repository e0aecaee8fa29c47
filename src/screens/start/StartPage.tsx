/**
 * /start, 'Create with AI': three ways to start,
 * the recent decks and the two dialogs that bring text in.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { fetchHealth } from '../../api/health';
// The signed-in page frame (header, Back, credits, user menu) is shared chrome.
import { AppPage } from '../frame/AppPage';
import { stashDocument, stashHandoff, type HandoffDocument, type HandoffSource } from '../../state/handoff';
import { UploadDialog } from '../../features/upload';
import { PasteDialog } from '../../features/start/PasteDialog';
import { RecentPresentations } from '../../features/start/RecentPresentations';
import { StartCards } from '../../features/start/StartCards';

export const START_FOOTER_TEXT = 'Powered by Generative AI';
/** What a deck's kept source is called when the text had no file name. */
const PASTED_TEXT_NAME = 'Pasted text';
const UPLOADED_NAME = 'Uploaded document';

type OpenDialog = 'paste' | 'upload' | null;

/**
 * Whether the server imports web addresses: true until its health says
 * otherwise (offline, the field itself explains that the import needs the
 * network when it is used).
 */
function useUrlImportOffered(): boolean {
  const [offered, setOffered] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    void fetchHealth(controller.signal).then((health) => {
      if (health?.features?.urlImport === false) setOffered(false);
    });
    return () => controller.abort();
  }, []);
  return offered;
}

export function StartPage() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const urlImport = useUrlImportOffered();

  const toGenerate = useCallback(() => void navigate({ to: '/generate' }), [navigate]);
  // Document mode on /generate: the text travels as the `content` parameter (or a reference to it).
  const withText = useCallback(
    (source: HandoffSource, text: string, document: HandoffDocument) => {
      setDialog(null);
      // Its name and pages stay with the deck made from it, for rewrites grounded in it.
      stashDocument(text, document);
      // The /generate route types its own search parameters; this page only sets them.
      void navigate({ to: '/generate', search: { source, content: stashHandoff(text) } as never });
    },
    [navigate],
  );
  const onPasted = useCallback((text: string) => withText('paste', text, { name: PASTED_TEXT_NAME }), [withText]);
  const onExtracted = useCallback(
    (text: string, document?: HandoffDocument) => withText('file_upload', text, document ?? { name: UPLOADED_NAME }),
    [withText],
  );
  const close = useCallback(() => setDialog(null), []);

  return (
    <AppPage back="/app" heading="Create with AI" intro="How would you like to get started?">
      <StartCards onGenerate={toGenerate} onPaste={() => setDialog('paste')} onImport={() => setDialog('upload')} urlImport={urlImport} />
      <RecentPresentations />
      <footer className="mt-16 text-center text-sm text-slate-500">{START_FOOTER_TEXT}</footer>
      <PasteDialog open={dialog === 'paste'} onClose={close} onSubmit={onPasted} />
      <UploadDialog open={dialog === 'upload'} onClose={close} onExtracted={onExtracted} urlImport={urlImport} />
    </AppPage>
  );
}
