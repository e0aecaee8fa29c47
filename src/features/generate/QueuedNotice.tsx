import { Link } from '@tanstack/react-router';
import { QUEUED_OFFLINE } from '../../core/errors';

/** The request went to the offline outbox; it runs by itself once the device is back online. */
export function QueuedNotice() {
  return (
    <div className="card grid gap-3 p-6">
      <p role="status" className="m-0 text-base font-medium text-slate-900">
        {QUEUED_OFFLINE}
      </p>
      <p className="m-0 text-sm text-slate-600">You can close this page: the deck appears on your dashboard when it is ready.</p>
      <Link to="/app" className="btn-primary w-fit no-underline">
        Go to dashboard
      </Link>
    </div>
  );
}
