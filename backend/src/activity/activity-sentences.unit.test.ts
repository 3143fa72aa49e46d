import { describe, expect, it } from 'vitest';
import { activitySentence, type ActivityFacts, type ActivityNames } from './activity-sentences';

const names: ActivityNames = {
  people: new Map([
    ['desk', 'Dana Desk'],
    ['maya', 'Maya Stylist'],
  ]),
  clients: new Map([['sam', 'Sam Lee']]),
  clientsHidden: false,
  zone: 'America/Chicago',
};
const facts = (change: Partial<ActivityFacts>): ActivityFacts => ({
  kind: 'sale',
  occurredAt: '2026-11-27T15:00:00.000Z',
  online: false,
  actorId: null,
  staffId: null,
  clientId: null,
  amountCents: null,
  appointment: null,
  ...change,
});
const booked = { clientName: 'Sam Lee', startsAt: '2026-11-27T20:30:00.000Z', serviceName: 'Haircut', staffName: 'Maya Stylist' };

describe('activity sentences', () => {
  it('says who did what, on the location’s clock', () => {
    expect(activitySentence(facts({ kind: 'booking', actorId: 'desk', appointment: booked }), names)).toBe(
      'Dana Desk booked Sam Lee for Haircut with Maya Stylist at 2:30 PM',
    );
    expect(activitySentence(facts({ kind: 'booking', online: true, appointment: booked }), names)).toBe(
      'Sam Lee booked online for Haircut with Maya Stylist at 2:30 PM',
    );
    // Booked for another day: its date too.
    expect(
      activitySentence(facts({ kind: 'booking', actorId: 'desk', occurredAt: '2026-11-25T15:00:00.000Z', appointment: booked }), names),
    ).toBe('Dana Desk booked Sam Lee for Haircut with Maya Stylist on Nov 27, 2026, 2:30 PM');
    expect(activitySentence(facts({ kind: 'sale', actorId: 'desk', clientId: 'sam', amountCents: 4_500 }), names)).toBe(
      'Dana Desk took a sale of $45.00 from Sam Lee',
    );
    expect(activitySentence(facts({ kind: 'clock_in', actorId: 'maya', staffId: 'maya' }), names)).toBe('Maya Stylist clocked in');
    expect(activitySentence(facts({ kind: 'clock_out', actorId: 'desk', staffId: 'maya' }), names)).toBe(
      'Maya Stylist clocked out (by Dana Desk)',
    );
  });

  it('reads "a client" for a reader who may not see clients, and for a client it does not know', () => {
    const hidden = { ...names, clientsHidden: true };
    expect(activitySentence(facts({ kind: 'check_in', appointment: booked }), hidden)).toBe('A client checked in');
    expect(activitySentence(facts({ kind: 'sale', actorId: 'desk', clientId: 'sam', amountCents: 100 }), hidden)).toBe(
      'Dana Desk took a sale of $1.00 from a client',
    );
    expect(activitySentence(facts({ kind: 'new_client', clientId: 'gone' }), names)).toBe('A client joined as a new client');
  });
});
