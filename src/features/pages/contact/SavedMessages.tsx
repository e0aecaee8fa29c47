import { useEffect, useState } from 'react';
import { watchMessages, type MessagesSnapshot } from '../../../data/messages';

const SHOWN = 5;

/** Messages kept on this device, live: a save in this tab or another shows up at once. */
export function SavedMessages() {
  const [snap, setSnap] = useState<MessagesSnapshot | null>(null);
  useEffect(() => watchMessages(SHOWN, setSnap), []);
  if (!snap || snap.count === 0) return null;
  return (
    <section className="mt-8 border-t border-slate-100 pt-6" aria-labelledby="saved-title">
      <h2 id="saved-title" className="m-0 text-base font-semibold text-slate-900">
        Messages saved on this device: <span data-testid="saved-count">{snap.count}</span>
      </h2>
      <ul className="mb-0 mt-3 list-none space-y-2 p-0">
        {snap.recent.map((m) => (
          <li key={m.id} className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-2.5 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800">{m.subject}</span>
            <time className="shrink-0 text-slate-500" dateTime={new Date(m.createdAt).toISOString()}>
              {new Date(m.createdAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
