import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Icon } from '../shared/Icon';
import { InfoPageLayout } from '../shared/InfoPageLayout';
import { HELP_CATEGORIES, type HelpArticle, type HelpCategory } from './articles';
import { articleCounts, searchHelp } from './search';

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const results = useMemo(() => searchHelp(query, category), [query, category]);
  const searching = query.trim() !== '';
  const empty = results.categories.length === 0 && results.articles.length === 0;

  return (
    <InfoPageLayout
      eyebrow="Help center"
      title="How can we help?"
      width="wide"
      intro={<SearchBox value={query} onChange={setQuery} />}
    >
      <p className="sr-only" aria-live="polite">
        {searching ? `${results.articles.length} articles and ${results.categories.length} categories match` : ''}
      </p>
      {empty ? (
        <EmptyState query={query} onClear={() => setQuery('')} />
      ) : (
        <div className="space-y-10">
          <CategoryGrid categories={results.categories} selected={category} onSelect={(id) => setCategory(id === category ? undefined : id)} />
          <ArticleList
            title={listTitle(searching, category)}
            articles={results.articles}
            onClearCategory={category ? () => setCategory(undefined) : undefined}
          />
        </div>
      )}
    </InfoPageLayout>
  );
}

function listTitle(searching: boolean, category: string | undefined): string {
  const name = HELP_CATEGORIES.find((c) => c.id === category)?.title;
  if (searching) return name ? `Matching articles in ${name}` : 'Matching articles';
  return name ?? 'Popular articles';
}

function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="relative mt-2 max-w-xl">
      <label htmlFor="help-search" className="sr-only">
        Search help articles
      </label>
      <Icon name="search" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
      <input
        id="help-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search for answers: export, offline, credits…"
        autoComplete="off"
        className="w-full rounded-xl border border-slate-300 bg-white py-3.5 pl-12 pr-4 text-base text-slate-900 shadow-sm outline-none transition focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100"
      />
    </div>
  );
}

function CategoryGrid({ categories, selected, onSelect }: { categories: HelpCategory[]; selected?: string; onSelect: (id: string) => void }) {
  const counts = articleCounts();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="m-0 text-lg font-semibold text-slate-900">
        Browse by category
      </h2>
      <ul className="mb-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="help-categories">
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={selected === c.id}
              onClick={() => onSelect(c.id)}
              className={`card flex h-full w-full cursor-pointer items-start gap-4 p-5 text-left transition hover:border-indigo-300 hover:shadow-md ${selected === c.id ? 'border-indigo-500 ring-2 ring-indigo-100' : ''}`}
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                <Icon name={c.icon} />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{c.title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-500">{c.description}</span>
                <span className="mt-2 block text-xs font-medium text-indigo-600">{counts.get(c.id) ?? 0} articles</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleList({ title, articles, onClearCategory }: { title: string; articles: HelpArticle[]; onClearCategory?: () => void }) {
  return (
    <section aria-labelledby="articles-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="articles-title" className="m-0 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {onClearCategory && (
          <button type="button" className="btn-ghost text-indigo-600" onClick={onClearCategory}>
            Show all categories
          </button>
        )}
      </div>
      {articles.length === 0 ? (
        <p className="text-sm text-slate-500">No articles match here; the categories above may still help.</p>
      ) : (
        <ul className="card mb-0 mt-4 list-none divide-y divide-slate-100 p-0" data-testid="help-articles">
          {articles.map((a) => (
            <li key={a.id}>
              <details className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  {a.question}
                  <Icon name="chevronDown" className="h-4 w-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
                </summary>
                <p className="mb-0 mt-3 text-[15px] leading-7 text-slate-600">{a.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyState({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="card px-6 py-14 text-center" role="status">
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Icon name="search" />
      </span>
      <h2 className="mb-0 mt-4 text-lg font-semibold text-slate-900">No results for “{query.trim()}”</h2>
      <p className="mx-auto mb-6 mt-2 max-w-md text-sm leading-6 text-slate-500">
        Try fewer or different words, like “export” or “offline”. Or ask us directly.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-ghost border border-slate-200" onClick={onClear}>
          Clear search
        </button>
        <Link to="/contactus" className="btn-primary no-underline">
          Contact support
        </Link>
      </div>
    </div>
  );
}
