import { describe, expect, it } from 'vitest';
import { backOfficeRoutes } from '../shell/back-office-routes';
import { helpPathFor } from './help-path';
import { findHelpTopic } from './help-topics';

describe('the help for a page', () => {
  it('is the article of the screen at that path', () => {
    expect(helpPathFor('/appointments')).toBe('/help/appointments');
    expect(helpPathFor('/appointments-mobile')).toBe('/help/appointments');
    expect(helpPathFor('/services')).toBe('/help/services');
    expect(helpPathFor('/staff-schedule/0b6f3c2e-1d1e-4a4c-9b8d-2f0c7a1e9d11')).toBe('/help/staff-schedule');
    expect(helpPathFor('/staff-schedule')).toBe('/help/staff-schedule');
    expect(helpPathFor('/schedule')).toBe('/help/schedule');
    expect(helpPathFor('/clients/42')).toBe('/help/clients');
    expect(helpPathFor('/supplies')).toBe('/help/products');
    expect(helpPathFor('/locations/')).toBe('/help/locations');
  });

  it('is the Help Centre for a page without an article', () => {
    expect(helpPathFor('/')).toBe('/help');
    expect(helpPathFor('/dashboard')).toBe('/help');
    expect(helpPathFor('/help/rooms')).toBe('/help');
    expect(helpPathFor('/email-test')).toBe('/help');
    expect(helpPathFor('/no-such-page')).toBe('/help');
  });

  it('leads every screen that names a help topic to that topic', () => {
    for (const route of backOfficeRoutes) {
      if (!('planned' in route) || route.planned.helpTopic === null) continue;
      expect(helpPathFor(route.path.replace(/:[a-zA-Z]+/g, 'x')), route.path).toBe(`/help/${route.planned.helpTopic}`);
    }
  });

  it('leads every built screen named like a topic to an article that exists', () => {
    for (const route of backOfficeRoutes) {
      const target = helpPathFor(route.path.replace(/:[a-zA-Z]+/g, 'x'));
      if (target !== '/help') expect(findHelpTopic(target.slice('/help/'.length)), route.path).toBeDefined();
    }
  });
});
