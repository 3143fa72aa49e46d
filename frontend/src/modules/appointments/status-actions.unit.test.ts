import { describe, expect, it } from 'vitest';
import { canBeCancelled, canCheckout, checkInNote, isLateCancellation, statusActions } from './status-actions';

const startsAt = '2026-11-23T16:00:00.000Z';
const date = '2026-11-23';
const before = Date.parse('2026-11-23T15:00:00.000Z');
const after = Date.parse('2026-11-23T16:05:00.000Z');
const everything = { canSetStatus: true, canCancel: true };
const labels = (status: Parameters<typeof statusActions>[0]['status'], now: number) =>
  statusActions({ status, startsAt, date }, now, everything, date).map((action) => action.label);

describe('status actions', () => {
  it('offer every later step of booked → confirmed → checked in → in service → completed', () => {
    expect(labels('booked', after)).toEqual(['Confirm', 'Check in', 'Start service', 'Complete', 'No-show']);
    expect(labels('checked_in', before)).toEqual(['Start service', 'Complete']);
    expect(labels('in_service', after)).toEqual(['Complete']);
  });

  it('offer Complete only once the visit has started: its start has passed, or the client is checked in', () => {
    expect(labels('booked', before)).toEqual(['Confirm', 'Check in', 'Start service']);
    expect(labels('confirmed', before)).not.toContain('Complete');
    expect(labels('checked_in', before)).toContain('Complete');
  });

  it('ask a manager for a reason to check in on another day than the appointment’s; the front desk is told why instead of being offered it', () => {
    const weekEarly = Date.parse('2026-11-16T16:00:00.000Z');
    const manager = statusActions({ status: 'booked', startsAt, date }, weekEarly, { ...everything, canOverride: true }, '2026-11-16');
    expect(manager.map((action) => [action.label, action.needsReason])).toEqual([
      ['Confirm', false],
      ['Check in', true],
      ['Start service', true],
    ]);
    // The front desk is not offered what the server would refuse: it is told why instead.
    expect(statusActions({ status: 'booked', startsAt, date }, weekEarly, everything, '2026-11-16').map((action) => action.label)).toEqual([
      'Confirm',
    ]);
    expect(checkInNote({ status: 'booked', date }, everything, '2026-11-16')).toBe('Check-in opens on the day of the visit.');
    expect(checkInNote({ status: 'booked', date }, everything, '2026-11-24')).toMatch(/^Check-in was for the day of the visit/);
    expect(checkInNote({ status: 'booked', date }, everything, date)).toBeNull();
    expect(checkInNote({ status: 'booked', date }, { ...everything, canOverride: true }, '2026-11-16')).toBeNull();
    expect(
      statusActions({ status: 'booked', startsAt, date }, before, { ...everything, canOverride: true }, date).some(
        (action) => action.needsReason,
      ),
    ).toBe(false);
  });

  it('offer no-show only from booked or confirmed, once the start has passed', () => {
    expect(labels('booked', before)).not.toContain('No-show');
    expect(labels('confirmed', after)).toEqual(['Check in', 'Start service', 'Complete', 'No-show']);
    expect(labels('checked_in', after)).not.toContain('No-show');
  });

  it('offer nothing for a final status or without the permission', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) expect(labels(status, after)).toEqual([]);
    expect(statusActions({ status: 'booked', startsAt, date }, before, { canSetStatus: false, canCancel: true }, date)).toEqual([]);
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
