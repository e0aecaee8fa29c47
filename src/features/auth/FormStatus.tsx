/** The outcome of the last request: errors are announced at once (role=alert), notices politely. */
export function FormStatus({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error !== null && (
        <p role="alert" className="m-0 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {notice !== null && (
        <p role="status" className="m-0 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
    </>
  );
}
