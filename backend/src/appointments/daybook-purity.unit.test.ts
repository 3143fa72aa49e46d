import { describe, expect, it } from 'vitest';
import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { itemRecord } from '../../testing/daybook-fixtures';
import { daybookDecider } from './daybook-decider';
import type { DaybookState } from './daybook-state';

// The day book keeps its folds per process (keepFolded, folded-streams.ts), and commands in flight share
// them: evolve must hand back a new state and leave the one it was given as it was, for every event type.

const item = (startsAt: string) => itemRecord(startsAt);
const record = (appointmentId: string, startsAt: string) => ({
  appointmentId,
  locationId: 'location-1',
  date: '2027-01-05',
  seriesId: null,
  clientId: 'client-1',
  notes: '',
  items: [item(startsAt)],
});

// Every event type of the day book, in an order a day can have them.
const day: DaybookEvent[] = [
  {
    type: 'SlotHeld',
    data: {
      holdId: 'hold-1',
      locationId: 'location-1',
      date: '2027-01-05',
      items: [item('2027-01-05T15:00:00.000Z')],
      expiresAt: '2027-01-05T10:00:00.000Z',
      heldBy: null,
      tokenHash: 'hash',
      visitorId: 'visitor-1',
    },
  },
  { type: 'AppointmentBooked', data: { ...record('a-1', '2027-01-05T15:00:00.000Z'), holdId: 'hold-1', online: true } },
  { type: 'HoldReleased', data: { holdId: 'hold-1', reason: 'booked' } },
  {
    type: 'SlotHeld',
    data: {
      holdId: 'hold-2',
      locationId: 'location-1',
      date: '2027-01-05',
      items: [item('2027-01-05T16:00:00.000Z')],
      expiresAt: '2027-01-05T10:00:00.000Z',
      heldBy: 'user-1',
    },
  },
  { type: 'HoldExpired', data: { holdId: 'hold-2', expiredAt: '2027-01-05T10:00:00.000Z' } },
  { type: 'AppointmentBooked', data: { ...record('a-2', '2027-01-05T17:00:00.000Z'), holdId: null } },
  { type: 'AppointmentRescheduled', data: { appointmentId: 'a-2', items: [item('2027-01-05T18:00:00.000Z')], reason: 'moved' } },
  { type: 'AppointmentNotesChanged', data: { appointmentId: 'a-2', notes: 'Allergic to latex' } },
  { type: 'AppointmentStatusChanged', data: { appointmentId: 'a-2', from: 'booked', to: 'checked_in', by: 'user-1' } },
  { type: 'AppointmentStatusReverted', data: { appointmentId: 'a-2', from: 'checked_in', to: 'booked', reason: 'by mistake' } },
  { type: 'AppointmentCancelled', data: { appointmentId: 'a-2', reason: 'ill', lateCancel: false } },
  { type: 'AppointmentReinstated', data: { appointmentId: 'a-2', status: 'booked', items: [item('2027-01-05T18:00:00.000Z')] } },
  { type: 'AppointmentPaid', data: { appointmentId: 'a-2', saleId: 'sale-1', amountCents: 4000, from: 'booked', completed: false } },
  { type: 'BookingRuleOverridden', data: { appointmentId: 'a-2', action: 'moved', rules: ['lead time'], reason: 'regular', by: 'user-1' } },
  { type: 'AppointmentMovedOut', data: { appointmentId: 'a-1', toDate: '2027-01-06', toLocationId: 'location-1' } },
  {
    type: 'AppointmentMovedIn',
    data: { ...record('a-3', '2027-01-05T19:00:00.000Z'), status: 'booked', fromDate: '2027-01-04', fromLocationId: 'location-1' },
  },
];

describe('the day book’s evolve', () => {
  it('covers every event type of the day book in this test', () => {
    const types = new Set(day.map((event) => event.type));
    expect(types.size).toBe(14);
  });

  it.each(day.map((event, index) => [event.type, index] as const))('leaves the state it is given as it was on %s', (_type, index) => {
    const before: DaybookState = day.slice(0, index).reduce(daybookDecider.evolve, daybookDecider.initialState());
    const copy = structuredClone(before);
    daybookDecider.evolve(before, day[index] as DaybookEvent);
    expect(before).toEqual(copy);
  });
});
