import { useSnapshot } from 'valtio';
import { promptInstall, uiState } from '../state/ui';

/** 'Install app', shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton({ className = 'btn-ghost' }: { className?: string }) {
  const { canInstall } = useSnapshot(uiState);
  if (!canInstall) return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      Install app
    </button>
  );
}
