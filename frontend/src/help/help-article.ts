import type { PermissionName } from '@chairside/shared/identity/permissions';
import type { HelpTopic, HelpTopicSlug } from './help-topics';

// Articles are data, not markup: the page renders them with React, which escapes every string.
export type HelpSection = {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly steps?: readonly string[];
  // Paragraphs that follow the steps, such as what happens once they are done.
  readonly afterSteps?: readonly string[];
  readonly tips?: readonly string[];
};

export type HelpAccess = {
  // Plain-English rule, e.g. "Everyone signed in sees the list; changing it needs edit_locations."
  readonly summary: string;
  readonly permissions: readonly PermissionName[];
};

export type HelpArticleContent = {
  readonly intro: readonly string[];
  readonly sections: readonly HelpSection[];
  readonly access: HelpAccess;
  readonly related: readonly HelpTopicSlug[];
};

export type HelpArticle = HelpTopic & HelpArticleContent;

export type HelpArticleGroup = Partial<Record<HelpTopicSlug, HelpArticleContent>>;
