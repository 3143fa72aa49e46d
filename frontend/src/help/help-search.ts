import Fuse, { type IFuseOptions } from 'fuse.js';
import type { HelpArticle } from './help-article';
import { articleBodyText, helpArticles } from './help-articles';

type SearchDocument = { article: HelpArticle; title: string; summary: string; body: string };

const options: IFuseOptions<SearchDocument> = {
  keys: [
    { name: 'title', weight: 3 },
    { name: 'summary', weight: 2 },
    { name: 'body', weight: 1 },
  ],
  // Articles are long: a phrase may sit anywhere in the body, not only near its start.
  ignoreLocation: true,
  // Extended search: each space-separated word must match (fuzzily), in any order.
  useExtendedSearch: true,
  // 0.2 lets a 5-letter word have one typo ("colour" finds color) but keeps 4-letter words exact, so "dark mode"
  // does not match "mark" and "more" in every article.
  threshold: 0.2,
  minMatchCharLength: 2,
};

// Only the articles of screens that exist are search hits: a guide to a screen not built yet answers no question
// about the product as it is, and its long text would pad every search.
const index = new Fuse(
  helpArticles
    .filter((article) => article.available)
    .map((article) => ({ article, title: article.title, summary: article.summary, body: articleBodyText(article).join('\n') })),
  options,
);

export type HelpSearchResults = {
  readonly articles: readonly HelpArticle[];
  // Screens coming later whose title or summary holds every word typed, as typed: listed apart, never as hits.
  readonly comingSoon: readonly HelpArticle[];
};

const noResults: HelpSearchResults = { articles: [], comingSoon: [] };

const words = (query: string) =>
  query
    .trim()
    .split(/\s+/)
    // Extended-search operators (=, ', !, ^, $, |) are not for readers: quote nothing, match words as typed.
    .map((word) => word.replace(/^[='!^]+|[$|]+$/g, ''))
    .filter(Boolean);

// Example: searchHelp('default location').articles[0]?.slug === 'locations'
export function searchHelp(query: string): HelpSearchResults {
  const typed = words(query);
  if (typed.length === 0) return noResults;
  const lower = typed.map((word) => word.toLowerCase());
  const comingSoon = helpArticles.filter((article) => {
    if (article.available) return false;
    const text = `${article.title} ${article.summary}`.toLowerCase();
    return lower.every((word) => text.includes(word));
  });
  return { articles: index.search(typed.join(' ')).map((result) => result.item.article), comingSoon };
}
