import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useSession } from '../../auth/react';
import { InstallButton } from '../../ui/InstallButton';
import { OfflineIndicator } from '../../ui/OfflineIndicator';
import { settingsClosed, settingsRequest } from '../../state/settings-request';
import { UserMenu } from '../../ui/UserMenu';
// The offline queue's button sits beside the credits it will spend.
import { QueueButton } from '../../features/queue/QueueButton';
import { AccountDialog } from './AccountDialog';
import { CreditsBadge } from './CreditsBadge';
import { useSignOut } from './useSignOut';

export type BackTarget = '/app' | '/start' | '/generate';

/**
 * Header of the signed-in pages: logo and tagline on /app,
 * a Back link and the page title elsewhere; then the offline pill, the
 * install offer, the offline queue, credits, 'Sign Out' and the avatar menu.
 */
export function AppHeader({ back, title, wide = false }: { back?: BackTarget; title?: string; wide?: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* As wide as the page under it, so a full-width page's edges line up with the header's. */}
      <div className={`mx-auto flex h-16 items-center ${wide ? 'max-w-[1800px] px-4' : 'max-w-6xl px-4 sm:px-6'} justify-between gap-4`}>
        {back ? <BackAndTitle back={back} title={title} /> : <Brand />}
        <HeaderActions />
      </div>
    </header>
  );
}

function Brand() {
  return (
    <Link to="/app" className="flex items-center gap-3 no-underline" aria-label="Decksmith dashboard">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-semibold text-slate-900">Decksmith</span>
        <span className="text-xs text-slate-500">AI-Powered Presentations</span>
      </span>
    </Link>
  );
}

function BackAndTitle({ back, title }: { back: BackTarget; title?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to={back} className="btn-ghost border border-slate-200 no-underline">
        <span aria-hidden="true">←</span> Back
      </Link>
      {title && <span className="truncate text-lg font-semibold text-slate-900">{title}</span>}
    </div>
  );
}

function HeaderActions() {
  const auth = useAuth();
  const session = useSession();
  const { signOut, busy } = useSignOut();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A page may ask for the settings too (the studio's offer of a local model).
  const requested = useSnapshot(settingsRequest);
  const open = settingsOpen || requested.open;
  const close = () => {
    setSettingsOpen(false);
    settingsClosed();
  };
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <OfflineIndicator />
      <InstallButton />
      <QueueButton />
      <CreditsBadge />
      <button type="button" className="btn-ghost" disabled={busy} onClick={() => void signOut()}>
        Sign Out
      </button>
      <UserMenu user={session?.user ?? null} signingOut={busy} onSettings={() => setSettingsOpen(true)} onSignOut={() => void signOut()} />
      {session && <AccountDialog open={open} user={session.user} mode={auth.mode} section={requested.section} onClose={close} />}
    </div>
  );
}
