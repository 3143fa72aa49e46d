import { describe, expect, it } from 'vitest';
import { mayCachePermissions, parsePermissionCache, permissionCacheKey, serializePermissionCache } from './permission-cache';

const value = { permissions: ['view_clients', 'view_pos'], groups: [{ id: 'g1', name: 'Front Desk' }], directPermissions: ['view_pos'] };
const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const minute = 60_000;

describe('the permission cache (SPEC §6.4)', () => {
  it('is kept per user under chairside_permissions_<userId>', () => {
    expect(permissionCacheKey('u-123')).toBe('chairside_permissions_u-123');
  });

  it('answers for 5 minutes after it was stored', () => {
    const raw = serializePermissionCache(value, t0);
    expect(parsePermissionCache(raw, t0)).toEqual(value);
    expect(parsePermissionCache(raw, t0 + 5 * minute - 1)).toEqual(value);
  });

  it('is stale from the fifth minute on', () => {
    const raw = serializePermissionCache(value, t0);
    expect(parsePermissionCache(raw, t0 + 5 * minute)).toBeNull();
    expect(parsePermissionCache(raw, t0 + 60 * minute)).toBeNull();
  });

  it('does not trust an entry stored in the future (the clock moved back)', () => {
    expect(parsePermissionCache(serializePermissionCache(value, t0 + minute), t0)).toBeNull();
  });

  it('ignores missing or damaged entries', () => {
    expect(parsePermissionCache(null, t0)).toBeNull();
    expect(parsePermissionCache('', t0)).toBeNull();
    expect(parsePermissionCache('{not json', t0)).toBeNull();
    expect(parsePermissionCache('[]', t0)).toBeNull();
    expect(parsePermissionCache(JSON.stringify({ permissions: ['a'], groups: [], directPermissions: [] }), t0)).toBeNull();
    expect(
      parsePermissionCache(JSON.stringify({ permissions: 'view_clients', groups: [], directPermissions: [], storedAt: t0 }), t0),
    ).toBeNull();
    expect(parsePermissionCache(JSON.stringify({ permissions: [1], groups: [], directPermissions: [], storedAt: t0 }), t0)).toBeNull();
  });

  it('is never kept for a group whose name contains "basic", in any case', () => {
    expect(mayCachePermissions([{ name: 'Basic Staff' }])).toBe(false);
    expect(mayCachePermissions([{ name: 'Front Desk' }, { name: 'BASIC' }])).toBe(false);
    expect(mayCachePermissions([{ name: 'Trainees (basic access)' }])).toBe(false);
    expect(mayCachePermissions([{ name: 'Front Desk' }])).toBe(true);
    expect(mayCachePermissions([])).toBe(true);
  });

  it('refuses an entry that names a "basic" group even if one was written', () => {
    const raw = serializePermissionCache({ ...value, groups: [{ id: 'g2', name: 'Basic Staff' }] }, t0);
    expect(parsePermissionCache(raw, t0)).toBeNull();
  });
});
