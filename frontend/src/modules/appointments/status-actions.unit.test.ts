import { describe, expect, it } from 'vitest';
import { canBeCancelled, canCheckout, isLateCancellation, statusActions } from './status-actions';

const startsAt = '2026-11-23T16:00:00.000Z';
const before = Date.parse('2026-11-23T15:00:00.000Z');
const after = Date.parse('2026-11-23T16:05:00.000Z');
const everything = { canSetStatus: true, canCancel: true };
const labels = (status: Parameters<typeof statusActions>[0]['status'], now: number) => statusActions({ status, startsAt }, now, everything).map((action) => action.label);

describe('status actions', () => {
  it('offer every later step of booked → confirmed → checked in → in service → completed', () => {
    expect(labels('booked', before)).toEqual(['Confirm', 'Check in', 'Start service', 'Complete']);
    expect(labels('checked_in', before)).toEqual(['Start service', 'Complete']);
    expect(labels('in_service', after)).toEqual(['Complete']);
  });

  it('offer no-show only from booked or confirmed, once the start has passed', () => {
    expect(labels('booked', before)).not.toContain('No-show');
    expect(labels('confirmed', after)).toEqual(['Check in', 'Start service', 'Complete', 'No-show']);
    expect(labels('checked_in', after)).not.toContain('No-show');
  });

  it('offer nothing for a final status or without the permission', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) expect(labels(status, after)).toEqual([]);
    expect(statusActions({ status: 'booked', startsAt }, before, { canSetStatus: false, canCancel: true })).toEqual([]);
  });

  it('allow cancelling until the visit is completed, with the permission', () => {
    expect(canBeCancelled('in_service', everything)).toBe(true);
    expect(canBeCancelled('completed', everything)).toBe(false);
    expect(canBeCancelled('cancelled', everything)).toBe(false);
    expect(canBeCancelled('booked', { canSetStatus: true, canCancel: false })).toBe(false);
  });

  it('allow checkout for anything that was not cancelled or missed', () => {
    expect(canCheckout('completed')).toBe(true);
    expect(canCheckout('no_show')).toBe(false);
  });

  it('call a cancellation less than 24 hours before the start late', () => {
    expect(isLateCancellation(startsAt, Date.parse('2026-11-22T16:00:01.000Z'))).toBe(true);
    expect(isLateCancellation(startsAt, Date.parse('2026-11-22T16:00:00.000Z'))).toBe(false);
  });
});
