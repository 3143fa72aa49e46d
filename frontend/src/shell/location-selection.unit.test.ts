import { describe, expect, it } from 'vitest';
import { pickSelectedLocation, selectedLocationStorageKey } from './location-selection';

const details = { timeZone: 'America/Chicago', address: '', phone: null, openingHours: [], taxRateBasisPoints: 0 };
const downtown = { id: 'l1', name: 'Downtown', isDefault: false, isActive: true, ...details };
const lakeview = { id: 'l2', name: 'Lakeview', isDefault: true, isActive: true, ...details };
const closed = { id: 'l3', name: 'Old Town', isDefault: false, isActive: false, ...details };

describe('the selected location (SPEC §4.2)', () => {
  it('is the default location when the user has not chosen one', () => {
    expect(pickSelectedLocation([downtown, lakeview, closed], null)?.id).toBe('l2');
  });

  it('is the first active location when there is no default', () => {
    expect(pickSelectedLocation([closed, { ...lakeview, isDefault: false }, downtown], null)?.id).toBe('l2');
  });

  it('is the user’s choice while it is an active location', () => {
    expect(pickSelectedLocation([downtown, lakeview, closed], 'l1')?.id).toBe('l1');
  });

  it('falls back to the default when the chosen location was deactivated or removed', () => {
    expect(pickSelectedLocation([downtown, lakeview, closed], 'l3')?.id).toBe('l2');
    expect(pickSelectedLocation([downtown, lakeview], 'gone')?.id).toBe('l2');
  });

  it('is nothing without locations, or without an active one', () => {
    expect(pickSelectedLocation([], null)).toBeNull();
    expect(pickSelectedLocation([closed], null)).toBeNull();
  });

  it('is remembered per user', () => {
    expect(selectedLocationStorageKey('u1')).toBe('chairside_selected_location_u1');
    expect(selectedLocationStorageKey('u1')).not.toBe(selectedLocationStorageKey('u2'));
  });
});
