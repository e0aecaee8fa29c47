import type { ReactNode } from 'react';

/** One block of a policy: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };
export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

/** Prefixes titles with '1.', '2.' ... (some documents mix numbered and plain sections). */
export function numberSections(sections: readonly LegalSection[], start = 1): LegalSection[] {
  return sections.map((s, i) => ({ ...s, title: `${start + i}. ${s.title}` }));
}

/**
 * Renders a policy from data: a table of contents, then the sections.
 * Texts live in data modules so the wording can change without touching layout.
 */
export function LegalDocument({ sections, before }: { sections: readonly LegalSection[]; before?: ReactNode }) {
  return (
    <div className="space-y-8">
      {before}
      <nav aria-label="On this page" className="card p-5">
        <h2 className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-500">On this page</h2>
        <ol className="mb-0 mt-3 grid list-none gap-x-6 gap-y-1.5 p-0 sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-sm text-slate-700 no-underline hover:text-indigo-600">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="card divide-y divide-slate-100 px-6 sm:px-8">
        {sections.map((s) => (
          <section key={s.id} id={s.id} className="scroll-mt-24 py-7">
            <h2 className="m-0 text-lg font-semibold text-slate-900">{s.title}</h2>
            <div className="mt-3 space-y-3 text-[15px] leading-7 text-slate-600">{s.body.map(renderBlock)}</div>
          </section>
        ))}
      </article>
    </div>
  );
}

function renderBlock(block: LegalBlock, i: number) {
  if (typeof block === 'string') return <p key={i} className="m-0">{block}</p>;
  return (
    <ul key={i} className="m-0 space-y-1.5 pl-5">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
