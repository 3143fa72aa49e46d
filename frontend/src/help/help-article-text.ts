import { isPermissionName, permissionCatalogue } from '@chairside/shared/identity/permissions';
import type { HelpArticleContent, HelpSection } from './help-article';
import { helpTopicSlugs, type HelpTopicSlug } from './help-topics';

// An article is prose, kept as text in articles/<slug>.md, one paragraph, step or tip per line:
//   intro paragraphs, then for each section "## Heading", its paragraphs, "1. " steps, the paragraphs after
//   the steps, and "> " tips; after a line "---", "access:", "permissions:" and "related:" lines.

type SectionDraft = { heading: string; paragraphs: string[]; steps: string[]; afterSteps: string[]; tips: string[] };

const field = (lines: readonly string[], name: string): string => {
  const line = lines.find((candidate) => candidate.startsWith(`${name}:`));
  if (line === undefined) throw new Error(`Help article: no "${name}:" line`);
  return line.slice(name.length + 1).trim();
};

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function section({ heading, paragraphs, steps, afterSteps, tips }: SectionDraft): HelpSection {
  return {
    heading,
    ...(paragraphs.length > 0 ? { paragraphs } : {}),
    ...(steps.length > 0 ? { steps } : {}),
    ...(afterSteps.length > 0 ? { afterSteps } : {}),
    ...(tips.length > 0 ? { tips } : {}),
  };
}

const permissionLabels = new Map<string, string>(permissionCatalogue.map((entry) => [entry.name, entry.label]));

// Readers know a permission by its label, as the Permissions screen shows it, never by its internal name.
// Example: withPermissionLabels('Changing it needs edit_locations.') === 'Changing it needs “Create and edit locations”.'
export function withPermissionLabels(text: string): string {
  return text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (word) => {
    const label = permissionLabels.get(word);
    return label === undefined ? word : `“${label}”`;
  });
}

function isTopicSlug(slug: string): slug is HelpTopicSlug {
  return (helpTopicSlugs as readonly string[]).includes(slug);
}

// Example: parseHelpArticle('Intro.\n\n## Use it\n1. Open it.\n\n---\naccess: Everyone.\npermissions:\nrelated: staff')
export function parseHelpArticle(text: string): HelpArticleContent {
  const lines = text.split('\n').map((line) => line.trimEnd());
  const end = lines.lastIndexOf('---');
  if (end < 0) throw new Error('Help article: no "---" line before access, permissions and related');
  const meta = lines.slice(end + 1);
  const intro: string[] = [];
  const sections: SectionDraft[] = [];
  for (const raw of lines.slice(0, end)) {
    const line = withPermissionLabels(raw);
    if (line === '') continue;
    const current = sections.at(-1);
    if (line.startsWith('## ')) sections.push({ heading: line.slice(3), paragraphs: [], steps: [], afterSteps: [], tips: [] });
    else if (!current) intro.push(line);
    else if (/^\d+\. /.test(line)) current.steps.push(line.replace(/^\d+\. /, ''));
    else if (line.startsWith('> ')) current.tips.push(line.slice(2));
    else (current.steps.length > 0 ? current.afterSteps : current.paragraphs).push(line);
  }
  const permissions = list(field(meta, 'permissions'));
  const related = list(field(meta, 'related'));
  const unknown = [...permissions.filter((name) => !isPermissionName(name)), ...related.filter((slug) => !isTopicSlug(slug))];
  if (unknown.length > 0) throw new Error(`Help article: unknown permission or topic ${unknown.join(', ')}`);
  return {
    intro,
    sections: sections.map(section),
    access: { summary: withPermissionLabels(field(meta, 'access')), permissions: permissions.filter(isPermissionName) },
    related: related.filter(isTopicSlug),
  };
}
