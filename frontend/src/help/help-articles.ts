import { businessArticles } from './articles/business-articles';
import { clientArticles } from './articles/client-articles';
import { communicationArticles } from './articles/communication-articles';
import { moneyArticles } from './articles/money-articles';
import { serviceArticles } from './articles/service-articles';
import { teamArticles } from './articles/team-articles';
import type { HelpArticle, HelpArticleContent } from './help-article';
import { helpTopics, type HelpTopicSlug } from './help-topics';

// Typed as a full record so a topic without an article fails the type check, not a reader.
const contentBySlug: Record<HelpTopicSlug, HelpArticleContent> = {
  ...businessArticles,
  ...clientArticles,
  ...communicationArticles,
  ...moneyArticles,
  ...serviceArticles,
  ...teamArticles,
};

export const helpArticles: readonly HelpArticle[] = helpTopics.map((topic) => ({ ...topic, ...contentBySlug[topic.slug] }));

export function findHelpArticle(slug: string): HelpArticle | undefined {
  return helpArticles.find((article) => article.slug === slug);
}

// Everything a reader sees in an article's body, in reading order; search and the length check share it.
export function articleBodyText(article: HelpArticle): string[] {
  return [
    ...article.intro,
    ...article.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.steps ?? []), ...(section.afterSteps ?? []), ...(section.tips ?? [])]),
    article.access.summary,
  ];
}

export function countWords(texts: readonly string[]): number {
  return texts.join(' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
