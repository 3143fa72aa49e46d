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

// Screens built since that SPEC §2.4's list lacks (docs/decisions.md).
const addedTopics = ['services'];

describe('help topics', () => {
  it('are the 25 topics of SPEC §2.4, in that order, then the Services catalogue', () => {
    expect(helpTopics.map((topic) => topic.slug)).toEqual([...specTopics, ...addedTopics]);
    expect(helpArticles.map((article) => article.slug)).toEqual([...specTopics, ...addedTopics]);
  });

  it('mark only the screens built in this version as available', () => {
    expect(helpTopics.filter((topic) => topic.available).map((topic) => topic.slug)).toEqual([
      'appointments',
      'clients',
      'pos',
      'staff',
      'locations',
      'reports',
      'payroll',
      'permissions',
      'time-clock',
      'settings',
      'gift-certificates',
      'devices',
      'classes',
      'rooms',
      'note-templates',
      'schedule',
      'staff-schedule',
      'services',
    ]);
  });

  it('have distinct titles, because each is the accessible name of its link', () => {
    expect(new Set(helpTopics.map((topic) => topic.title)).size).toBe(helpTopics.length);
  });

  it('are each shown in exactly one group of the Help Centre', () => {
    expect(helpTopicGroups.flatMap((group) => group.slugs).toSorted()).toEqual([...specTopics, ...addedTopics].toSorted());
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

  it('lists only permissions of the catalogue, and names them in its text by label, never by code', () => {
    expect(article.access.permissions.filter((name) => !isPermissionName(name))).toEqual([]);
    expect(articleBodyText(article).flatMap((text) => text.match(permissionLike) ?? [])).toEqual([]);
  });

  it('links only to other existing topics, without repeats', () => {
    for (const related of article.related) expect(findHelpTopic(related)?.slug).toBe(related);
    expect(article.related).not.toContain(article.slug);
    expect(new Set(article.related).size).toBe(article.related.length);
    expect(article.related.length).toBeGreaterThan(0);
  });
});

const hits = (query: string) => searchHelp(query).articles.map((article) => article.slug);
const comingSoon = (query: string) => searchHelp(query).comingSoon.map((article) => article.slug);

describe('help search', () => {
  it('finds "default location" in the locations article first', () => {
    expect(hits('default location')[0]).toBe('locations');
  });

  it('matches words in any order and across sections', () => {
    expect(hits('location default')[0]).toBe('locations');
    expect(hits('dark mode')).toEqual(['settings']);
    expect(hits('basic staff')[0]).toBe('permissions');
    expect(hits('couples suite')).toContain('rooms');
  });

  it('ranks a title match first and tolerates a small typo', () => {
    expect(hits('services')[0]).toBe('services');
    expect(hits('rooms')[0]).toBe('rooms');
    expect(hits('colour')[0]).toBe('settings');
  });

  it('finds the Services article for the words of its fields, and no article of a screen not built yet', () => {
    expect(hits('processing time')[0]).toBe('services');
    expect(hits('buffer time')).toContain('services');
    expect(hits('online bookable')).toContain('services');
    expect(comingSoon('processing time')).toEqual([]);
  });

  it('finds the Clients guide for what the front desk and a manager ask about the client book', () => {
    for (const query of ['merge duplicate', 'anonymise', 'import csv', 'error report', 'allergy alert', 'note history', 'consent'])
      expect(hits(query)[0], query).toBe('clients');
  });

  it('never returns an article of a screen not built yet as a hit, even one whose text holds the words', () => {
    // The Note Templates guide suggests noting processing times, and Payroll and Time Clock speak of overtime.
    for (const query of ['processing time', 'overtime', 'payroll', 'memberships', 'notes']) {
      for (const slug of hits(query)) expect(findHelpTopic(slug)?.available, `${query} → ${slug}`).toBe(true);
    }
  });

  it('lists a screen not built yet apart, only when its title or summary holds every word as typed', () => {
    expect(comingSoon('marketing')).toEqual(['marketing']);
    expect(comingSoon('Memberships')).toEqual(['memberships']);
    expect(comingSoon('purchase orders')).toEqual(['products']);
    expect(comingSoon('gift cards')).toEqual([]);
    expect(comingSoon('overtime')).toEqual([]);
    expect(comingSoon('marketin')).toEqual(['marketing']);
    expect(comingSoon('marketinx')).toEqual([]);
  });

  it('returns nothing for a blank query or text found nowhere', () => {
    expect(searchHelp('   ')).toEqual({ articles: [], comingSoon: [] });
    expect(searchHelp('zzqqxx')).toEqual({ articles: [], comingSoon: [] });
    expect(searchHelp("'!^$|")).toEqual({ articles: [], comingSoon: [] });
  });
});
