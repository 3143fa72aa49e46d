import { describe, it } from 'vitest';
import type { WaitlistEvent } from '@chairside/shared/appointments/appointment-events';
import { waitlistDecider } from './waitlist-decider';
import { deciderSpec } from '../../testing/decider-spec';

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

const { given } = deciderSpec(waitlistDecider, { now });
const added: WaitlistEvent = { type: 'WaitlistEntryAdded', data: { entryId, ...wish } };
const removed: WaitlistEvent = { type: 'WaitlistEntryRemoved', data: { entryId, reason: 'removed', appointmentId: null } };

describe('waitlist decider', () => {
  it('adds an entry once, with sensible days and hours', () => {
    given([])
      .when({ type: 'AddWaitlistEntry', entryId, ...wish })
      .then([added]);
    given([added])
      .when({ type: 'AddWaitlistEntry', entryId, ...wish })
      .thenThrows('That waitlist entry already exists');
    given([])
      .when({ type: 'AddWaitlistEntry', entryId, ...wish, untilDate: '2026-11-20' })
      .thenThrows('The last day must not be before the first');
    given([])
      .when({ type: 'AddWaitlistEntry', entryId, ...wish, untilTime: '09:00' })
      .thenThrows('The end time must be after the start time');
  });

  it('removes an open entry, as removed or booked; removing again changes nothing', () => {
    given([added]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null }).then([removed]);
    const appointmentId = 'a0000000-0000-4000-8000-000000000001';
    given([added])
      .when({ type: 'RemoveWaitlistEntry', entryId, reason: 'booked', appointmentId })
      .then([{ type: 'WaitlistEntryRemoved', data: { entryId, reason: 'booked', appointmentId } }]);
    given([added, removed]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null }).then([]);
    given([]).when({ type: 'RemoveWaitlistEntry', entryId, reason: 'removed', appointmentId: null }).thenThrows('Waitlist entry not found');
  });
});
