import { Link } from '@tanstack/react-router';
import { Icon } from '../shared/Icon';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { DOC_TOPICS, EXPORT_FORMATS, PRESENT_KEYS, SHORTCUTS, type DocTopic } from './docs';

export function DocumentationPage() {
  return (
    <InfoPageLayout
      eyebrow="Documentation"
      title="Documentation"
      width="wide"
      intro="Short guides to everything Decksmith does, plus the keys worth remembering."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="grid gap-5 sm:grid-cols-2">
          {DOC_TOPICS.map((t) => (
            <TopicCard key={t.id} topic={t} />
          ))}
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
          <QuickReference />
          <ExportFormats />
          <section className="card p-5">
            <h2 className="m-0 text-base font-semibold text-slate-900">More help</h2>
            <ul className="mb-0 mt-3 list-none space-y-2 p-0 text-sm">
              <li><Link to="/help-center" className="text-indigo-600">Search the help center</Link></li>
              <li><Link to="/api-reference" className="text-indigo-600">HTTP API reference</Link></li>
              <li><Link to="/support" className="text-indigo-600">Contact support</Link></li>
            </ul>
          </section>
        </aside>
      </div>
    </InfoPageLayout>
  );
}

function TopicCard({ topic }: { topic: DocTopic }) {
  return (
    <section id={topic.id} className="card scroll-mt-24 p-6" aria-labelledby={`${topic.id}-title`}>
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        <Icon name={topic.icon} />
      </span>
      <h2 id={`${topic.id}-title`} className="mb-0 mt-4 text-lg font-semibold text-slate-900">
        {topic.title}
      </h2>
      <p className="mb-0 mt-1 text-sm text-slate-500">{topic.summary}</p>
      <ul className="mb-0 mt-4 space-y-2 pl-0 text-sm leading-6 text-slate-600">
        {topic.points.map((p) => (
          <li key={p} className="flex list-none gap-2.5">
            <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-emerald-500" />
            <span>{p}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {keys.map((k) => (
        <kbd key={k} className="rounded-md border border-slate-300 border-b-2 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {k}
        </kbd>
      ))}
    </span>
  );
}

/** One list of shortcuts: action on the left, its keys on the right. */
function ShortcutList({ items, className }: { items: readonly { action: string; keys: readonly string[] }[]; className: string }) {
  return (
    <dl className={`mb-0 space-y-2 ${className}`}>
      {items.map((s) => (
        <div key={s.action} className="flex items-center justify-between gap-3 text-sm">
          <dt className="text-slate-600">{s.action}</dt>
          <dd className="m-0"><Keys keys={s.keys} /></dd>
        </div>
      ))}
    </dl>
  );
}

function QuickReference() {
  return (
    <section className="card p-5" aria-labelledby="quick-ref-title">
      <h2 id="quick-ref-title" className="m-0 text-base font-semibold text-slate-900">
        Quick reference
      </h2>
      <p className="mb-0 mt-1 text-xs text-slate-500">In the editor. Use Cmd instead of Ctrl on a Mac.</p>
      <ShortcutList items={SHORTCUTS} className="mt-3" />
      <h3 className="mb-0 mt-5 text-sm font-semibold text-slate-900">Presentation mode</h3>
      <ShortcutList items={PRESENT_KEYS} className="mt-2" />
    </section>
  );
}

function ExportFormats() {
  return (
    <section className="card p-5" aria-labelledby="formats-title">
      <h2 id="formats-title" className="m-0 text-base font-semibold text-slate-900">
        Export formats
      </h2>
      <ul className="mb-0 mt-3 list-none space-y-3 p-0">
        {EXPORT_FORMATS.map((f) => (
          <li key={f.name} className="flex gap-3 text-sm">
            <span className="inline-flex h-7 min-w-12 items-center justify-center rounded-md bg-slate-900 px-2 font-mono text-xs font-semibold text-white">{f.name}</span>
            <span className="text-slate-600">{f.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
