/** 'Generating your presentation…' while a deck is being made and has no slide yet. */
export function GeneratingSpinner({ detail }: { detail?: string }) {
  return (
    <div role="status" className="card mt-8 flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" aria-hidden="true" />
      <p className="m-0 text-lg font-semibold text-slate-900">Generating your presentation…</p>
      <p className="m-0 text-sm text-slate-600">Building outline and preparing slides</p>
      {detail && <p className="m-0 text-xs text-slate-500">{detail}</p>}
    </div>
  );
}
