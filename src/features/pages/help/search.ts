import { HELP_ARTICLES, HELP_CATEGORIES, type HelpArticle, type HelpCategory } from './articles';

export interface HelpResults {
  categories: HelpCategory[];
  articles: HelpArticle[];
}

function terms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function matches(haystack: string, words: string[]): boolean {
  const text = haystack.toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * What the help center shows for a query. Every word must appear (in any
 * order) in an article's question, answer, keywords or category; a category
 * is kept when its own text matches or any of its articles does. With no
 * query: every category and the popular articles.
 */
export function searchHelp(query: string, categoryId?: string): HelpResults {
  const words = terms(query);
  const titleOf = new Map(HELP_CATEGORIES.map((c) => [c.id, c.title]));
  const inCategory = HELP_ARTICLES.filter((a) => !categoryId || a.category === categoryId);
  if (words.length === 0) {
    return { categories: HELP_CATEGORIES, articles: categoryId ? inCategory : inCategory.filter((a) => a.popular) };
  }
  const articles = inCategory.filter((a) =>
    matches(`${a.question} ${a.answer} ${a.keywords ?? ''} ${titleOf.get(a.category) ?? ''}`, words),
  );
  const hit = new Set(articles.map((a) => a.category));
  const categories = HELP_CATEGORIES.filter((c) => hit.has(c.id) || matches(`${c.title} ${c.description}`, words));
  return { categories, articles };
}

/** Number of articles in each category, for the cards. */
export function articleCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of HELP_ARTICLES) counts.set(a.category, (counts.get(a.category) ?? 0) + 1);
  return counts;
}
