/**
 * The generation panel's picture statistics on /home (issue 7, streaming
 * stats): 'Images: 2 generating, 3 of 5 ready · Icons: 12 of 20
 * ready' while the deck streams or pictures are being made, nothing when
 * there is nothing to say; and the media job's one notice of a failing run
 * (`mediaState.notice`) as a warning the user can dismiss.
 *
 * It reads only the picture counters and the notice (not the byte counter
 * that changes with every chunk), so streaming does not re-render it.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StreamingStats } from '../../core/schemas/telemetry';
import { useGeneration } from '../../state/services';
import { mediaState } from '../../state/media';

/** The counters the statistics read. */
export type MediaCounts = Pick<
  StreamingStats,
  'imagesLoading' | 'iconsLoading' | 'imagesGenerated' | 'iconsGenerated' | 'totalImagesRequested' | 'totalIconsRequested'
>;

function part(label: string, loading: number, ready: number, total: number): string | null {
  if (total === 0 && loading === 0 && ready === 0) return null;
  const making = loading > 0 ? `${loading} generating, ` : '';
  return `${label}: ${making}${ready} of ${Math.max(total, ready)} ready`;
}

/** The statistics line ('' when no picture was asked for and none is being made). */
export function mediaStatsText(c: MediaCounts): string {
  return [part('Images', c.imagesLoading, c.imagesGenerated, c.totalImagesRequested), part('Icons', c.iconsLoading, c.iconsGenerated, c.totalIconsRequested)]
    .filter((p): p is string => p !== null)
    .join(' · ');
}

/** The line shown: only while the deck streams or pictures are being made, and only with something to say. */
export function shownMediaStats(c: MediaCounts, streaming: boolean): string {
  return streaming || c.imagesLoading + c.iconsLoading > 0 ? mediaStatsText(c) : '';
}

/** What the pure view draws. */
export interface MediaStatsViewProps {
  /** The statistics line ('' : nothing shown). */
  text: string;
  /** The warning to show (null: none). */
  notice: string | null;
  onDismiss: () => void;
}

/** The statistics (a polite live region, always there so changes are announced) and the dismissible warning. */
export function MediaStatsView({ text, notice, onDismiss }: MediaStatsViewProps) {
  return (
    <>
      <p role="status" aria-live="polite" data-testid="media-stats" className={text ? 'm-0 mt-4 text-sm text-slate-600' : 'sr-only'}>
        {text}
      </p>
      {notice && (
        <div role="status" className="m-0 mt-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="m-0 flex-1">{notice}</p>
          <button type="button" className="btn-ghost px-2 py-0.5 text-amber-900" aria-label="Dismiss picture notice" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}

/** MediaStats reads the stores; it is told whether the deck streams. */
export interface MediaStatsProps {
  /** The deck is streaming (its outline or content). */
  streaming: boolean;
}

/** The statistics and notice of the app's generation and media stores. */
export function MediaStats({ streaming }: MediaStatsProps) {
  const { stats } = useSnapshot(useGeneration().state);
  const { notice } = useSnapshot(mediaState);
  // The notice dismissed; a new run clears the notice first, so its notice shows again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (notice === null && dismissed !== null) setDismissed(null);
  const counts: MediaCounts = {
    imagesLoading: stats.imagesLoading,
    iconsLoading: stats.iconsLoading,
    imagesGenerated: stats.imagesGenerated,
    iconsGenerated: stats.iconsGenerated,
    totalImagesRequested: stats.totalImagesRequested,
    totalIconsRequested: stats.totalIconsRequested,
  };
  const shownNotice = notice !== null && notice !== dismissed ? notice : null;
  return <MediaStatsView text={shownMediaStats(counts, streaming)} notice={shownNotice} onDismiss={() => setDismissed(notice)} />;
}
