import { helpTopicSlugs, type HelpTopicSlug } from './help-topics';

// Screens whose first path segment is not their topic's slug.
const topicOfScreen: Readonly<Record<string, HelpTopicSlug>> = {
  'appointments-mobile': 'appointments',
  'booking-test': 'appointments',
  'booking-design': 'settings',
  'clients-import': 'clients',
  supplies: 'products',
};

const isTopic = (segment: string): segment is HelpTopicSlug => (helpTopicSlugs as readonly string[]).includes(segment);

// The help for the page at a path: its article, or the Help Centre for a page without one (the dashboard, help itself).
// Example: helpPathFor('/staff-schedule/4f1c') === '/help/staff-schedule'
export function helpPathFor(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  const topic = isTopic(segment) ? segment : topicOfScreen[segment];
  return topic ? `/help/${topic}` : '/help';
}
