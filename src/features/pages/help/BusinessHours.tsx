import { BUSINESS_HOURS } from '../company';
import { Icon } from '../shared/Icon';

/** Support hours card, shared by the support and contact pages. */
export function BusinessHours() {
  return (
    <section className="card p-6" aria-labelledby="hours-title">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
          <Icon name="clock" />
        </span>
        <h2 id="hours-title" className="m-0 text-lg font-semibold text-slate-900">
          Business hours
        </h2>
      </div>
      <dl className="mb-0 mt-4 divide-y divide-slate-100">
        {BUSINESS_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-600">{row.days}</dt>
            <dd className={`m-0 font-medium ${row.hours === 'Closed' ? 'text-slate-400' : 'text-slate-900'}`}>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-0 mt-3 text-xs text-slate-500">Indian Standard Time (UTC+5:30).</p>
    </section>
  );
}
