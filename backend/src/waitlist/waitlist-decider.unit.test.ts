import { describe, expect, it } from 'vitest';
import type { WaitlistEvent } from '@chairside/shared/appointments/appointment-events';
import { waitlistDecider, type WaitlistCommand } from './waitlist-decider';

const now = new Date('2026-11-22T15:00:00Z');
const downtown = '11111111-1111-4111-8111-111111111111';
const entryId = 'e0000000-0000-4000-8000-000000000001';
const wish = {
  locationId: downtown,
  clientId: 'c0000000-0000-4000-8000-000000000001',
  serviceId: 'd0000000-0000-4000-8000-000000000001',
  staffId: null,
  fromDate: '2026-11-23',
  untilDate: '2026-11-27',
  fromTime: '09:00',
  untilTime: '12:00',
  notes: 'Mornings only',
};

const given = (events: WaitlistEvent[]) => ({
  when: (command: WaitlistCommand) => () => waitlistDecider.decide(command, events.reduce(waitlistDecider.evolve, waitlistDecider.initialState()), now),
});
const added: WaitlistEvent = { type: 'WaitlistEntryAdded', data: { entryId, ...wish } };
const removed: WaitlistEvent = { type: 'WaitlistEntryRemoved', data: { entryId, reason: 'removed', appointmentId: null } };

describe('waitlist decider', () => {
  it('adds an entry once, with sensible days and hours', () => {
    expect(given([]).when({ type: 'AddWaitlistEntry', entryId, ...wish })()).toEqual([added]);
    expect(given([added]).when({ type: 'AddWaitlistEntry', entryId, ...wish })).toThrow('That waitlist entry already exists');
    expect(given([]).when({ type: 'AddWaitlistEntry', entryId, ...wish, untilDate: '2026-11-20' })).toThrow('The last day must not be before the first');
    expect(given([]).when({ type: 'AddWaitlistEntry', entryId, ...wish, untilTime: '09:00' })).toThrow('The end time must be after the start time');
  });

  it('removes an open entry, as removed or booked; removing again changes nothing', () => {
    expect(given([added]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null })()).toEqual([removed]);
    const appointmentId = 'a0000000-0000-4000-8000-000000000001';
    expect(given([added]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'booked', appointmentId })()).toEqual([{ type: 'WaitlistEntryRemoved', data: { entryId, reason: 'booked', appointmentId } }]);
    expect(given([added, removed]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null })()).toEqual([]);
    expect(given([]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null })).toThrow('Waitlist entry not found');
  });
});
