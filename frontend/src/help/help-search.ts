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

function buildIndex(articles: readonly HelpArticle[]): Fuse<SearchDocument> {
  const documents = articles.map((article) => ({ article, title: article.title, summary: article.summary, body: articleBodyText(article).join('\n') }));
  return new Fuse(documents, options);
}

const index = buildIndex(helpArticles);

// Example: searchHelp('default location')[0]?.slug === 'locations'
export function searchHelp(query: string): HelpArticle[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  // Extended-search operators (=, ', !, ^, $, |) are not for readers: quote nothing, match words as typed.
  const pattern = words.map((word) => word.replace(/^[='!^]+|[$|]+$/g, '')).filter(Boolean).join(' ');
  if (!pattern) return [];
  return index.search(pattern).map((result) => result.item.article);
}
