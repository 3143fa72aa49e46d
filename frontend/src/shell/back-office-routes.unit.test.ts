import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { APPOINTMENT_PERMISSIONS, meetsRequirement } from '@chairside/shared/identity/permissions';
import { helpTopicSlugs } from '../help/help-topics';
import { backOfficeRoutes } from './back-office-routes';

function routeFor(pathname: string) {
  // React Router ranks static segments above dynamic ones; the table has no overlaps that need more than that.
  const matches = backOfficeRoutes.filter((route) => matchPath(route.path, pathname));
  return matches.find((route) => !route.path.includes(':')) ?? matches[0];
}

describe('the routes of a signed-in non-client user (SPEC §2.4)', () => {
  it('holds every path of the table, once', () => {
    const paths = backOfficeRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/dashboard',
        '/appointments',
        '/appointments-mobile',
        '/booking-test',
        '/booking-design',
        '/services',
        '/clients',
        '/clients/:clientId',
        '/clients-import',
        '/staff',
        '/schedule',
        '/staff-schedule',
        '/staff-schedule/:id',
        '/time-clock',
        '/pos',
        '/products',
        '/supplies',
        '/gift-certificates',
        '/rooms',
        '/devices',
        '/classes',
        '/memberships',
        '/reports',
        '/payroll',
        '/marketing',
        '/automations',
        '/ai-messaging',
        '/note-templates',
        '/phone',
        '/forms',
        '/documents',
        '/locations',
        '/permissions',
        '/audit',
        '/settings',
        '/email-test',
        '/help',
        '/help/:topic',
      ].sort(),
    );
  });

  it('guards only /appointments, /appointments-mobile, /audit, /booking-test, /booking-design, the client screens, /gift-certificates, /pos, /reports, /payroll and /time-clock', () => {
    expect(
      backOfficeRoutes
        .filter((route) => route.guard)
        .map((route) => route.path)
        .sort(),
    ).toEqual([
      '/appointments',
      '/appointments-mobile',
      '/audit',
      '/booking-design',
      '/booking-test',
      '/clients',
      '/clients-import',
      '/clients/:clientId',
      '/gift-certificates',
      '/payroll',
      '/pos',
      '/reports',
      '/time-clock',
    ]);
  });

  it('opens Gift Certificates & Cards with view_gift_certificates or edit_gift_certificates', () => {
    const guard = routeFor('/gift-certificates')?.guard;
    expect(meetsRequirement({ role: 'staff', permissions: ['view_gift_certificates'] }, guard)).toBe(true);
    expect(meetsRequirement({ role: 'staff', permissions: ['edit_gift_certificates'] }, guard)).toBe(true);
    expect(meetsRequirement({ role: 'staff', permissions: ['view_pos', 'create_payments'] }, guard)).toBe(false);
  });

  it('opens the appointment screens with any one appointment permission, and nothing else', () => {
    const guard = routeFor('/appointments')?.guard;
    for (const permission of APPOINTMENT_PERMISSIONS)
      expect(meetsRequirement({ role: 'staff', permissions: [permission] }, guard)).toBe(true);
    expect(meetsRequirement({ role: 'staff', permissions: ['view_clients', 'view_business_settings'] }, guard)).toBe(false);
    expect(meetsRequirement({ role: 'admin', permissions: [] }, guard)).toBe(true);
    expect(routeFor('/appointments-mobile')?.guard).toEqual(guard);
    expect(routeFor('/booking-test')?.guard).toEqual(guard);
  });

  it('opens Booking Design with view_business_settings or edit_business_settings', () => {
    const guard = routeFor('/booking-design')?.guard;
    expect(meetsRequirement({ role: 'staff', permissions: ['view_business_settings'] }, guard)).toBe(true);
    expect(meetsRequirement({ role: 'staff', permissions: ['edit_business_settings'] }, guard)).toBe(true);
    expect(meetsRequirement({ role: 'staff', permissions: ['view_calendar'] }, guard)).toBe(false);
  });

  it('shows the dashboard at / and /dashboard, and client profiles at /clients/:clientId', () => {
    expect(routeFor('/')).toMatchObject({ screen: 'dashboard' });
    expect(routeFor('/dashboard')).toMatchObject({ screen: 'dashboard' });
    expect(routeFor('/clients/123')).toMatchObject({ screen: 'client-profile' });
    expect(routeFor('/staff-schedule/9')).toMatchObject({ screen: 'staff-schedule' });
    expect(routeFor('/staff-schedule')).toMatchObject({ screen: 'staff-schedules' });
    expect(routeFor('/help/forms')).toMatchObject({ screen: 'help-article' });
  });

  it('matches nothing for an unknown path (the not-found page)', () => {
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(routeFor('/clients/1/notes')).toBeUndefined();
  });

  it('links every planned screen to a real help topic', () => {
    for (const route of backOfficeRoutes) {
      if ('planned' in route && route.planned.helpTopic) expect(helpTopicSlugs).toContain(route.planned.helpTopic);
    }
  });
});
