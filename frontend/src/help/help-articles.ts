import type { HelpArticle } from './help-article';
import { parseHelpArticle } from './help-article-text';
import { helpTopics } from './help-topics';

// One text file per topic (articles/<slug>.md), bundled with the page that shows them.
const texts = import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true });

function articleText(slug: string): string {
  const text = texts[`./articles/${slug}.md`];
  // A topic without an article fails every test that reads the articles, not a reader.
  if (text === undefined) throw new Error(`No help article for "${slug}" (frontend/src/help/articles/${slug}.md)`);
  return text;
}

export const helpArticles: readonly HelpArticle[] = helpTopics.map((topic) => ({ ...topic, ...parseHelpArticle(articleText(topic.slug)) }));

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return helpArticles.find((article) => article.slug === slug);
}

// Everything a reader sees in an article's body, in reading order; search and the length check share it.
export function articleBodyText(article: HelpArticle): string[] {
  return [
    ...article.intro,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.steps ?? []),
      ...(section.afterSteps ?? []),
      ...(section.tips ?? []),
    ]),
    article.access.summary,
  ];
}

export function countWords(texts: readonly string[]): number {
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
