import { useBalance } from '../../data/credits';

/** The credit balance, live: a charge in any tab shows here at once. */
export function CreditsBadge() {
  const balance = useBalance();
  return (
    <span
      data-testid="credits"
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <span aria-hidden="true">●</span>
      {balance === undefined ? '...' : `${balance.toLocaleString('en-US')} credits`}
    </span>
  );
}
