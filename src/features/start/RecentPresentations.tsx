/**
 * 'Your recent presentations': the decks saved on this device, newest
 * first, or a placeholder text and a create button when there are none.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { relativeTime } from '../../core/format';
import type { SavedPresentation } from '../../core/schemas/presentation';
import { usePresentations } from '../../data/presentations';

export const RECENT_LIMIT = 6;
export const RECENT_EMPTY_TEXT = 'Your recent presentations will appear here';

/** What the list reads of a saved deck. */
export type RecentDeck = Pick<SavedPresentation, 'id' | 'title' | 'updatedAt'> & { slides: readonly unknown[] };

export interface RecentPresentationsViewProps {
  /** Newest first; undefined while the database is being read. */
  decks: readonly RecentDeck[] | undefined;
  now: number;
}

/** '1 slide', '12 slides'. */
export function slideCountLabel(count: number): string {
  return count === 1 ? '1 slide' : `${count} slides`;
}

export interface RecentItem {
  id: string;
  title: string;
  /** '5 slides · 2 hours ago' */
  meta: string;
}

/** The newest {@link RECENT_LIMIT} decks as the section lists them, seen at `now`. */
export function recentItems(decks: readonly RecentDeck[], now: number): RecentItem[] {
  return decks.slice(0, RECENT_LIMIT).map((deck) => ({
    id: deck.id,
    title: deck.title,
    meta: `${slideCountLabel(deck.slides.length)} · ${relativeTime(deck.updatedAt, now)}`,
  }));
}

export function RecentPresentationsView({ decks, now }: RecentPresentationsViewProps) {
  return (
    <section aria-labelledby="recent-heading" className="mt-12">
      <h2 id="recent-heading" className="m-0 text-xl font-semibold text-slate-900">Your recent presentations</h2>
      {decks === undefined ? (
        <p role="status" className="mt-4 text-sm text-slate-500">Loading...</p>
      ) : decks.length === 0 ? (
        <EmptyRecent />
      ) : (
        <ul data-testid="recent-list" className="m-0 mt-4 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {recentItems(decks, now).map((item) => (
            <li key={item.id}>
              <RecentLink item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentLink({ item }: { item: RecentItem }) {
  return (
    <Link
      to="/home"
      // The /home route's `deck` parameter is typed by its own route file; this link only sets it.
      search={{ deck: item.id } as never}
      className="card flex flex-col gap-1 p-4 no-underline transition-colors hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <span className="truncate font-medium text-slate-900">{item.title}</span>
      <span className="text-sm text-slate-500">{item.meta}</span>
    </Link>
  );
}

function EmptyRecent() {
  return (
    <div className="card mt-4 flex flex-col items-center gap-4 p-8 text-center">
      <p className="m-0 text-slate-600">{RECENT_EMPTY_TEXT}</p>
      <Link to="/generate" className="btn-primary no-underline">
        <span aria-hidden="true">+</span> Create a presentation
      </Link>
    </div>
  );
}

/** The section, live: a deck saved in another tab appears here too. */
export function RecentPresentations() {
  const decks = usePresentations();
  // Times are relative to when the page opened; a render must not read the clock.
  const [now] = useState(() => Date.now());
  return <RecentPresentationsView decks={decks} now={now} />;
}
