import { InfoPageLayout } from '../shared/InfoPageLayout';
import { ENDPOINTS, ERRORS, LINE_TYPES, type Endpoint } from './endpoints';

export function ApiReferencePage() {
  // Examples name this server, so they can be pasted into a terminal as they are.
  const origin = typeof window === 'undefined' ? 'http://localhost:8080' : window.location.origin;
  return (
    <InfoPageLayout
      eyebrow="Developers"
      title="API Reference"
      width="wide"
      intro={
        <>
          The HTTP API that the Decksmith app itself uses to generate decks. It is served under <Code>/api</Code> on the same
          origin as the app, takes JSON and answers generation calls as a stream of JSON lines (NDJSON).
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[200px_1fr]">
        <nav aria-label="Endpoints" className="hidden lg:block">
          <ul className="sticky top-24 m-0 list-none space-y-1 p-0 text-sm">
            {ENDPOINTS.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`} className="block rounded-md px-2 py-1.5 text-slate-600 no-underline hover:bg-slate-100">
                  <span className="font-mono text-xs text-indigo-600">{e.method}</span> {e.path.replace('/api/', '')}
                </a>
              </li>
            ))}
            <li><a href="#stream" className="block rounded-md px-2 py-1.5 text-slate-600 no-underline hover:bg-slate-100">Stream lines</a></li>
            <li><a href="#errors" className="block rounded-md px-2 py-1.5 text-slate-600 no-underline hover:bg-slate-100">Errors</a></li>
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">
          <Conventions />
          {ENDPOINTS.map((e) => (
            <EndpointCard key={e.id} endpoint={e} origin={origin} />
          ))}
          <StreamLines />
          <Errors />
        </div>
      </div>
    </InfoPageLayout>
  );
}

function Code({ children }: { children: string }) {
  return <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800">{children}</code>;
}

function Block({ label, text }: { label: string; text: string }) {
  return (
    <figure className="m-0 min-w-0">
      <figcaption className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</figcaption>
      <pre className="m-0 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-[13px] leading-6 text-slate-100">{text}</pre>
    </figure>
  );
}

function Conventions() {
  return (
    <section className="card p-6" aria-labelledby="conventions-title">
      <h2 id="conventions-title" className="m-0 text-lg font-semibold text-slate-900">Conventions</h2>
      <ul className="mb-0 mt-3 space-y-1.5 pl-5 text-[15px] leading-7 text-slate-600">
        <li>Send <Code>content-type: application/json</Code> bodies of at most 1 MB. No API key is needed.</li>
        <li>Generation calls answer <Code>200</Code> at once and stream one JSON object per line, separated by <Code>\n</Code>, in UTF-8. Read them as they arrive (<Code>curl -N</Code>, or <Code>fetch</Code> with a stream reader).</li>
        <li>Every stream ends with exactly one <Code>done</Code> or <Code>error</Code> line; a line of an unknown type can be skipped.</li>
        <li>The same input gives the same deck with the built-in generator, so results can be cached.</li>
      </ul>
    </section>
  );
}

function EndpointCard({ endpoint: e, origin }: { endpoint: Endpoint; origin: string }) {
  return (
    <section id={e.id} className="card scroll-mt-24 p-6" aria-labelledby={`${e.id}-title`}>
      <h2 id={`${e.id}-title`} className="m-0 flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        <span className={`rounded-md px-2 py-0.5 font-mono text-xs font-bold text-white ${e.method === 'GET' ? 'bg-emerald-600' : 'bg-indigo-600'}`}>{e.method}</span>
        <span className="break-all font-mono text-base">{e.path}</span>
      </h2>
      <p className="mb-0 mt-3 text-[15px] leading-7 text-slate-600">{e.summary}</p>
      <p className="mb-0 mt-1 text-sm text-slate-500">Answer: <Code>{e.answers}</Code></p>
      {e.fields && <FieldTable fields={e.fields} />}
      <div className="mt-5 grid gap-4">
        <Block label="Request" text={e.example.replaceAll('{origin}', origin)} />
        <Block label="Response" text={e.response} />
      </div>
    </section>
  );
}

/** Body fields: three columns on wide screens, stacked cards on phones. */
function FieldTable({ fields }: { fields: NonNullable<Endpoint['fields']> }) {
  return (
    <div className="mt-5">
      <h3 className="m-0 text-xs font-semibold uppercase tracking-wider text-slate-500">Body fields</h3>
      <ul className="mb-0 mt-2 list-none divide-y divide-slate-100 border-t border-slate-200 p-0">
        {fields.map((f) => (
          <li key={f.name} className="grid gap-1 py-3 text-sm md:grid-cols-[200px_200px_1fr] md:gap-4">
            <span className="font-mono text-[13px] font-medium text-slate-900">
              {f.name}
              {f.required && <span className="ml-1.5 rounded bg-rose-50 px-1 py-0.5 font-sans text-[11px] font-semibold text-rose-600">required</span>}
            </span>
            <span className="font-mono text-[13px] text-slate-500">{f.type}</span>
            <span className="leading-6 text-slate-600">{f.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StreamLines() {
  return (
    <section id="stream" className="card scroll-mt-24 p-6" aria-labelledby="stream-title">
      <h2 id="stream-title" className="m-0 text-lg font-semibold text-slate-900">Stream lines</h2>
      <p className="mb-0 mt-2 text-[15px] leading-7 text-slate-600">
        Every line is a JSON object with a <Code>type</Code>. A client may also receive one complete JSON document
        instead of lines from other compatible servers; the Decksmith app accepts both.
      </p>
      <dl className="mb-0 mt-4 divide-y divide-slate-100">
        {LINE_TYPES.map((l) => (
          <div key={l.type} className="grid gap-1 py-3 sm:grid-cols-[160px_1fr]">
            <dt className="font-mono text-sm font-semibold text-indigo-700">{l.type}</dt>
            <dd className="m-0 text-sm leading-6 text-slate-600">
              {l.fields && <span className="block font-mono text-[12px] text-slate-500">{l.fields}</span>}
              {l.meaning}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Errors() {
  return (
    <section id="errors" className="card scroll-mt-24 p-6" aria-labelledby="errors-title">
      <h2 id="errors-title" className="m-0 text-lg font-semibold text-slate-900">Errors</h2>
      <p className="mb-0 mt-2 text-[15px] leading-7 text-slate-600">
        Before a stream starts, errors come back as a JSON body <Code>{'{"error": "…"}'}</Code> with one of these statuses.
        Once streaming, a failure arrives as an <Code>error</Code> line.
      </p>
      <dl className="mb-0 mt-4 divide-y divide-slate-100">
        {ERRORS.map((e) => (
          <div key={e.status} className="grid gap-1 py-3 sm:grid-cols-[80px_1fr]">
            <dt className="font-mono text-sm font-semibold text-rose-600">{e.status}</dt>
            <dd className="m-0 text-sm leading-6 text-slate-600">{e.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
