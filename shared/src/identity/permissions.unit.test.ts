import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_PERMISSIONS,
  BASIC_STAFF_PERMISSIONS,
  bypassesPermissionCache,
  FRONT_DESK_PERMISSIONS,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  isBasicStaff,
  isPermissionName,
  meetsRequirement,
  permissionNames,
  resourcePermission,
} from './permissions';

const staff = (permissions: string[]) => ({ role: 'staff', permissions });
const admin = { role: 'admin', permissions: [] };
const client = { role: 'client', permissions: [] };

describe('permission checks (SPEC §6.1, §6.2)', () => {
  it('pass when the named permission is in the list', () => {
    expect(hasPermission(staff(['view_clients']), 'view_clients')).toBe(true);
    expect(hasPermission(staff(['view_clients']), 'edit_clients')).toBe(false);
  });

  it('always pass for admin, whatever the list holds', () => {
    expect(hasPermission(admin, 'edit_business_settings')).toBe(true);
    expect(hasAnyPermission(admin, ['anything'])).toBe(true);
    expect(hasAllPermissions(admin, ['a', 'b'])).toBe(true);
    expect(meetsRequirement(admin, { resource: 'payroll', action: 'edit' })).toBe(true);
  });

  it('treat any role other than admin by its list, including unknown roles and clients', () => {
    expect(hasPermission({ role: 'manager', permissions: ['view_staff'] }, 'view_staff')).toBe(true);
    expect(hasPermission({ role: 'manager', permissions: [] }, 'view_staff')).toBe(false);
    expect(hasPermission(client, 'view_dashboard')).toBe(false);
  });

  it('check any of a list and all of a list', () => {
    const user = staff(['view_calendar']);
    expect(hasAnyPermission(user, APPOINTMENT_PERMISSIONS)).toBe(true);
    expect(hasAnyPermission(staff([]), APPOINTMENT_PERMISSIONS)).toBe(false);
    expect(hasAllPermissions(staff(['view_calendar', 'edit_calendar']), ['view_calendar', 'edit_calendar'])).toBe(true);
    expect(hasAllPermissions(user, ['view_calendar', 'edit_calendar'])).toBe(false);
  });

  it('name a resource check {action}_{resource}', () => {
    expect(resourcePermission('edit', 'clients')).toBe('edit_clients');
    expect(meetsRequirement(staff(['edit_clients']), { resource: 'clients', action: 'edit' })).toBe(true);
    expect(meetsRequirement(staff(['view_clients']), { resource: 'clients', action: 'edit' })).toBe(false);
  });

  it('allow a route with no requirement, and evaluate each requirement kind', () => {
    expect(meetsRequirement(staff([]), undefined)).toBe(true);
    expect(meetsRequirement(staff(['view_dashboard']), { permission: 'view_dashboard' })).toBe(true);
    expect(meetsRequirement(staff(['view_business_settings']), { anyOf: ['view_business_settings', 'edit_business_settings'] })).toBe(true);
    expect(meetsRequirement(staff(['view_business_settings']), { allOf: ['view_business_settings', 'edit_business_settings'] })).toBe(
      false,
    );
  });
});

describe('groups (SPEC §6.3, §6.4)', () => {
  it('recognise the "basic staff" group case-insensitively, and only that name', () => {
    expect(isBasicStaff([{ name: 'Basic Staff' }])).toBe(true);
    expect(isBasicStaff([{ name: 'BASIC STAFF' }])).toBe(true);
    expect(isBasicStaff([{ name: 'Front Desk' }, { name: 'basic staff' }])).toBe(true);
    expect(isBasicStaff([{ name: 'Basic' }])).toBe(false);
    expect(isBasicStaff([])).toBe(false);
  });

  it('never cache permissions for a group whose name contains "basic"', () => {
    expect(bypassesPermissionCache([{ name: 'Basic Staff' }])).toBe(true);
    expect(bypassesPermissionCache([{ name: 'Weekend basics' }])).toBe(true);
    expect(bypassesPermissionCache([{ name: 'Front Desk' }])).toBe(false);
  });
});

describe('the catalogue', () => {
  it('holds every name SPEC §6.2 mentions and the seeded groups use', () => {
    const named = [
      'view_business_settings',
      'edit_business_settings',
      ...APPOINTMENT_PERMISSIONS,
      'view_dashboard',
      'view_clients',
      'view_staff',
      'view_time_clock',
      'view_schedules',
      'view_own_schedule',
      'view_services',
      'view_phone',
    ];
    for (const name of [...named, ...FRONT_DESK_PERMISSIONS, ...BASIC_STAFF_PERMISSIONS]) expect(isPermissionName(name), name).toBe(true);
    expect(new Set(permissionNames).size).toBe(permissionNames.length);
    for (const name of permissionNames) expect(name).toMatch(/^[a-z]+_[a-z_]+$/);
  });

  it('gives Basic Staff exactly the issue’s five permissions', () => {
    expect([...BASIC_STAFF_PERMISSIONS].sort()).toEqual([
      'view_calendar',
      'view_clients',
      'view_dashboard',
      'view_own_schedule',
      'view_time_clock',
    ]);
  });
});
