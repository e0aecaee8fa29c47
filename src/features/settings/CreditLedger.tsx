/**
 * Settings' credit history: every charge and refund with its deck, newest
 * first, read live so a deck charged in another tab shows at once.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { creditsRepository } from '../../data/credits';
import { presentationsRepository } from '../../data/presentations';
import { ledgerRows, type LedgerRow } from './ledger';

const LEDGER_SHOWN = 100;
const KIND_TEXT = { charge: 'Charged', refund: 'Refunded', opening: 'Starting balance' } as const;

async function readLedger(): Promise<LedgerRow[]> {
  const [entries, decks] = await Promise.all([creditsRepository().history(LEDGER_SHOWN), presentationsRepository().listSummaries()]);
  return ledgerRows(entries, new Map(decks.map((deck) => [deck.id, deck.title])));
}

export function CreditLedger() {
  const rows = useLiveQuery(readLedger, []);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="m-0 text-sm font-semibold text-slate-900">
        Credit history
      </h3>
      {rows === undefined ? (
        <p className="m-0 text-sm text-slate-600">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="m-0 text-sm text-slate-600">No credits used yet.</p>
      ) : (
        <ul aria-label="Credit history" className="m-0 grid max-h-64 list-none gap-1 overflow-y-auto p-0 text-sm">
          {rows.map((row) => (
            <li key={row.id} data-testid="ledger-row" className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1 last:border-b-0">
              <span className="min-w-0 break-words text-slate-800">
                {`${KIND_TEXT[row.kind]}${row.deck === null ? '' : ` · ${row.deck}`} · ${row.reason}`}
              </span>
              <span className={`shrink-0 font-medium ${row.kind === 'refund' ? 'text-emerald-700' : 'text-slate-900'}`} title={new Date(row.at).toLocaleString()}>
                {row.amount}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
