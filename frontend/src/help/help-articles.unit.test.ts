import { describe, expect, it } from 'vitest';
import { isPermissionName } from '@chairside/shared/identity/permissions';
import { articleBodyText, countWords, findHelpArticle, helpArticles } from './help-articles';
import { searchHelp } from './help-search';
import { findHelpTopic, helpTopicGroups, helpTopics } from './help-topics';

// SPEC §2.4 "Help topics", verbatim and in order.
const specTopics =
  'appointments, clients, pos, products, staff, locations, reports, marketing, automations, forms, documents, payroll, permissions, time-clock, settings, ai-messaging, gift-certificates, devices, classes, rooms, phone, note-templates, schedule, staff-schedule, memberships'.split(
    ', ',
  );

// Words shaped like {action}_{resource} (SPEC §6.2), wherever they appear in an article's text.
const permissionLike = /\b(?:view|edit|create|delete|update|import|refund)_[a-z_]+\b/g;

describe('help topics', () => {
  it('are exactly the 25 topics of SPEC §2.4, in that order', () => {
    expect(helpTopics.map((topic) => topic.slug)).toEqual(specTopics);
    expect(helpArticles.map((article) => article.slug)).toEqual(specTopics);
  });

  it('mark only the screens built in this version as available', () => {
    expect(helpTopics.filter((topic) => topic.available).map((topic) => topic.slug)).toEqual(['appointments', 'staff', 'locations', 'permissions', 'settings', 'devices', 'classes', 'rooms', 'schedule', 'staff-schedule']);
  });

  it('have distinct titles, because each is the accessible name of its link', () => {
    expect(new Set(helpTopics.map((topic) => topic.title)).size).toBe(helpTopics.length);
  });

  it('are each shown in exactly one group of the Help Centre', () => {
    expect(helpTopicGroups.flatMap((group) => group.slugs).toSorted()).toEqual(specTopics.toSorted());
  });

  it('find no topic for an unknown slug', () => {
    expect(findHelpTopic('teleportation')).toBeUndefined();
    expect(findHelpArticle('teleportation')).toBeUndefined();
  });
});

describe.each(helpArticles.map((article) => [article.slug, article] as const))('the %s article', (_slug, article) => {
  it('has at least 250 words of content', () => {
    expect(countWords([article.title, article.summary, ...articleBodyText(article)])).toBeGreaterThanOrEqual(250);
  });

  it('has sections, each with a heading and some text or steps', () => {
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of article.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect((section.paragraphs?.length ?? 0) + (section.steps?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('names only permissions of the catalogue, in its access list and in its text', () => {
    const named = [...article.access.permissions, ...articleBodyText(article).flatMap((text) => text.match(permissionLike) ?? [])];
    expect(named.filter((name) => !isPermissionName(name))).toEqual([]);
  });

  it('links only to other existing topics, without repeats', () => {
    for (const related of article.related) expect(findHelpTopic(related)?.slug).toBe(related);
    expect(article.related).not.toContain(article.slug);
    expect(new Set(article.related).size).toBe(article.related.length);
    expect(article.related.length).toBeGreaterThan(0);
  });
});

describe('help search', () => {
  it('finds "default location" in the locations article first', () => {
    expect(searchHelp('default location')[0]?.slug).toBe('locations');
  });

  it('matches words in any order and across sections', () => {
    expect(searchHelp('location default')[0]?.slug).toBe('locations');
    expect(searchHelp('dark mode').map((article) => article.slug)).toEqual(['settings']);
    expect(searchHelp('basic staff')[0]?.slug).toBe('permissions');
    expect(searchHelp('overtime').map((article) => article.slug)).toEqual(expect.arrayContaining(['time-clock', 'payroll']));
  });

  it('ranks a title match first and tolerates a small typo', () => {
    expect(searchHelp('payroll')[0]?.slug).toBe('payroll');
    expect(searchHelp('memberships')[0]?.slug).toBe('memberships');
    expect(searchHelp('colour')[0]?.slug).toBe('settings');
  });

  it('returns nothing for a blank query or text found nowhere', () => {
    expect(searchHelp('   ')).toEqual([]);
    expect(searchHelp('zzqqxx')).toEqual([]);
    expect(searchHelp("'!^$|")).toEqual([]);
  });
});
