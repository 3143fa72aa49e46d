import { matchPath } from 'react-router-dom';
import { backOfficeRoutes } from '../shell/back-office-routes';
import { helpTopicSlugs, type HelpTopicSlug } from './help-topics';

const isTopic = (segment: string): segment is HelpTopicSlug => (helpTopicSlugs as readonly string[]).includes(segment);

// The article a screen names (its manifest's helpTopic, a placeholder's topic), when its first path
// segment is not that article's slug.
function namedTopic(pathname: string): HelpTopicSlug | null | undefined {
  const route = backOfficeRoutes.find((candidate) => !candidate.path.includes(':') && matchPath(candidate.path, pathname));
  if (!route) return undefined;
  return 'planned' in route ? route.planned.helpTopic : route.helpTopic;
}

// The help for the page at a path: its article, or the Help Centre for a page without one (the dashboard, help itself).
// Example: helpPathFor('/staff-schedule/4f1c') === '/help/staff-schedule'
export function helpPathFor(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  const topic = namedTopic(pathname) ?? (isTopic(segment) ? segment : null);
  return topic ? `/help/${topic}` : '/help';
}
