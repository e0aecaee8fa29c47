/** The error, warning and resume banners above the slides. */
export function ErrorNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="m-0 mt-4 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

export function WarningNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="m-0 mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {message}
    </p>
  );
}

export interface ResumeBannerProps {
  text: string;
  busy: boolean;
  onResume: () => void;
  onKeep: () => void;
}

/** 'This deck stopped before it was finished (N of M slides).' with its two choices. */
export function ResumeBanner({ text, busy, onResume, onKeep }: ResumeBannerProps) {
  return (
    <div role="region" aria-label="Unfinished deck" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3">
      <p className="m-0 flex-1 text-sm text-indigo-950">{text}</p>
      <button type="button" className="btn-primary" disabled={busy} onClick={onResume}>
        Resume generation
      </button>
      <button type="button" className="btn-ghost" disabled={busy} onClick={onKeep}>
        Keep what is there
      </button>
    </div>
  );
}
