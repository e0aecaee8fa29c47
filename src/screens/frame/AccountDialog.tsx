import { useEffect, useRef } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';
import type { SettingsSection } from '../../state/settings-request';
import type { AuthMode, AuthUser } from '../../auth';
// The settings dialog is where on-device storage is managed.
import { StoragePanel } from '../../features/settings/StoragePanel';
import { LocalModelPanel } from '../../features/settings/LocalModelPanel';
import { CreditLedger } from '../../features/settings/CreditLedger';
import { VersionsPanel } from '../../features/settings/VersionsPanel';
import { BylineSettings } from '../../features/dashboard/BylineSettings';

interface AccountDialogProps {
  open: boolean;
  /** A part of the settings to bring into view when the dialog opens. */
  section?: SettingsSection | undefined;
  user: AuthUser;
  mode: AuthMode;
  onClose: () => void;
}

/** 'Settings' of the user menu: who is signed in and where the account lives. */
export function AccountDialog({ open, user, mode, section, onClose }: AccountDialogProps) {
  const ref = useNativeModal(open);
  const modelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && section === 'local-model') modelRef.current?.scrollIntoView({ block: 'start' });
  }, [open, section]);
  return (
    <dialog ref={ref} aria-labelledby="account-dialog-title" onClose={onClose} className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <h2 id="account-dialog-title" className="m-0 text-lg font-semibold text-slate-900">Account settings</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Name</dt>
        <dd className="m-0 text-slate-900">{user.fullName ?? 'Not set'}</dd>
        <dt className="text-slate-500">Email</dt>
        <dd className="m-0 text-slate-900">{user.email ?? 'No email'}</dd>
        <dt className="text-slate-500">Account</dt>
        <dd className="m-0 text-slate-900">{mode === 'local' ? 'Kept on this device' : 'Decksmith account (Supabase)'}</dd>
      </dl>
      {open && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <div className="mb-4">
            <BylineSettings name={user.fullName} />
          </div>
          <VersionsPanel />
          <StoragePanel />
          <div className="mt-4">
            <CreditLedger />
          </div>
          <div className="mt-4" ref={modelRef}>
            <LocalModelPanel />
          </div>
        </div>
      )}
      <form method="dialog" className="mt-6 flex justify-end">
        <button type="submit" className="btn-primary">Close</button>
      </form>
    </dialog>
  );
}
