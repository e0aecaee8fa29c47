import { Link } from '@tanstack/react-router';
import { AppPage } from './AppPage';

/*
 * The creation-flow pages in their first form: the header and the seed's
 * headings, so the protected routes are real pages that sign-in guards
 * and navigation can be checked on. Their screens grow in src/features/<area>.
 */

/** /start (seed 000 §2, Start screen). */
export function StartPage() {
  return (
    <AppPage back="/app" heading="Create with AI" intro="How would you like to get started?">
      <Link to="/generate" className="card mt-8 block max-w-sm p-6 no-underline hover:border-indigo-300">
        <span className="block text-lg font-semibold text-slate-900">Generate</span>
        <span className="mt-1 block text-sm text-slate-600">Create a deck from a topic or a prompt.</span>
      </Link>
    </AppPage>
  );
}

/** /generate (seed 000 §2, Generate page). */
export function GeneratePage() {
  return <AppPage back="/start" heading="Generate Presentation" />;
}

/** /generate-two-step (seed 000 §2): generation in two requests. */
export function GenerateTwoStepPage() {
  return <AppPage back="/generate" heading="Two-Step Generation" intro="Generate the outline first, then the slide content." />;
}

/** /home: the deck being generated or reopened (seed 001 §2.7). */
export function EditorHomePage() {
  return <AppPage back="/app" heading="Your Presentation" />;
}
