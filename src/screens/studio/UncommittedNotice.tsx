/**
 * What /home shows for a deck streamed on /generate step 3 that the user
 * never committed to with Generate PPT: it was not charged, so it is not a
 * finished deck and its slides are not shown, presented or exported here.
 * The way to finish it is the generate page, where the kept form is back on
 * step 3 and Generate PPT charges the price it shows.
 */
import { Link } from '@tanstack/react-router';

export const UNCOMMITTED_TITLE = 'This presentation is not generated yet';
export const UNCOMMITTED_TEXT = 'Generate PPT was never pressed for it, so nothing was charged. Finish it on the Generate page: Generate PPT there charges the price it shows.';

export function UncommittedNotice() {
  return (
    <section role="status" aria-labelledby="uncommitted-title" className="card mx-auto mt-8 max-w-xl p-6">
      <h2 id="uncommitted-title" className="m-0 text-lg font-semibold text-slate-900">
        {UNCOMMITTED_TITLE}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{UNCOMMITTED_TEXT}</p>
      <Link to="/generate" search={{}} className="btn-primary mt-4 inline-flex">
        Finish generating
      </Link>
    </section>
  );
}
