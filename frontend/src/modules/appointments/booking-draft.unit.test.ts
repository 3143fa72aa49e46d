import { describe, expect, it } from 'vitest';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { ANY_STAFF, lineTerms, toBookInput, type BookingDraft } from './booking-draft';

const locationId = '22222222-2222-4222-8222-222222222222';
const serviceId = '33333333-3333-4333-8333-333333333333';
const staffId = '44444444-4444-4444-8444-444444444444';
const clientId = '55555555-5555-4555-8555-555555555555';

const draft: BookingDraft = {
  client: { id: clientId, name: 'Jane Doe' },
  newClient: null,
  walkIn: null,
  date: '2026-11-23',
  time: '10:00',
  lines: [{ key: 'a', serviceId, staffId: ANY_STAFF }],
  notes: ' Prefers the window seat ',
  repeat: false,
  everyWeeks: '2',
  endsBy: 'count',
  count: '6',
  until: '',
};

describe('the New appointment form', () => {
  it('becomes a booking at the business’s wall-clock time, with "Any available" as no staff', () => {
    expect(toBookInput(draft, locationId)).toEqual({
      ok: true,
      value: {
        locationId,
        clientId,
        newClient: null,
        startsAt: '2026-11-23T16:00:00.000Z',
        items: [{ serviceId, staffId: null }],
        notes: 'Prefers the window seat',
        recurrence: null,
        holdId: null,
        override: null,
        walkIn: null,
      },
    });
  });

  it('books a walk-in without a client, with the name they gave, and only as one visit', () => {
    const walkIn = toBookInput({ ...draft, client: null, walkIn: { name: ' Sam ' } }, locationId);
    expect(walkIn).toMatchObject({ ok: true, value: { clientId: null, newClient: null, walkIn: { name: 'Sam' } } });
    expect(toBookInput({ ...draft, client: null, walkIn: { name: '' }, repeat: true }, locationId)).toMatchObject({
      ok: false,
      problems: { recurrence: 'A walk-in is one visit: book a series for a named client' },
    });
    expect(toBookInput({ ...draft, client: null }, locationId)).toMatchObject({
      ok: false,
      problems: { clientId: 'Choose a client, add a new one, or book a walk-in' },
    });
  });

  it('sends a client typed in while booking with the booking, not as a client of its own', () => {
    const newClient = { firstName: 'Nora', lastName: 'Quinn', phone: '(312) 555-0199', email: 'nora@example.com' };
    expect(toBookInput({ ...draft, client: null, newClient }, locationId)).toMatchObject({
      ok: true,
      value: { clientId: null, newClient: { firstName: 'Nora', lastName: 'Quinn', email: 'nora@example.com' } },
    });
    expect(toBookInput({ ...draft, client: null, newClient: { ...newClient, firstName: ' ' } }, locationId)).toMatchObject({
      ok: false,
      problems: expect.objectContaining({ 'newClient.firstName': expect.any(String) }),
    });
  });

  it('names every missing part next to its field', () => {
    const result = toBookInput({ ...draft, client: null, time: '', lines: [{ key: 'a', serviceId: '', staffId: staffId }] }, locationId);
    expect(result).toEqual({
      ok: false,
      problems: expect.objectContaining({
        clientId: 'Choose a client, add a new one, or book a walk-in',
        startsAt: 'Choose a date and a start time',
        'items.0.serviceId': 'Choose a service',
      }),
    });
  });

  it('repeats every N weeks for a count or until a date', () => {
    expect(toBookInput({ ...draft, repeat: true }, locationId)).toMatchObject({
      ok: true,
      value: { recurrence: { everyWeeks: 2, count: 6, until: null } },
    });
    expect(toBookInput({ ...draft, repeat: true, endsBy: 'until', until: '2027-01-31' }, locationId)).toMatchObject({
      ok: true,
      value: { recurrence: { everyWeeks: 2, count: null, until: '2027-01-31' } },
    });
  });

  it('explains a series that cannot work', () => {
    expect(toBookInput({ ...draft, repeat: true, count: '' }, locationId)).toEqual({
      ok: false,
      problems: expect.objectContaining({ 'recurrence.count': 'Give the number of appointments' }),
    });
    expect(toBookInput({ ...draft, repeat: true, count: '1' }, locationId)).toEqual({
      ok: false,
      problems: expect.objectContaining({ 'recurrence.count': 'A series has at least 2 appointments' }),
    });
    expect(toBookInput({ ...draft, repeat: true, endsBy: 'until', until: '2026-11-23' }, locationId)).toEqual({
      ok: false,
      problems: expect.objectContaining({ 'recurrence.until': 'The series must end after the first appointment' }),
    });
  });
});

describe('a service line’s price and duration', () => {
  const service = {
    id: serviceId,
    durationMinutes: 60,
    priceCents: 4500,
    staff: [{ staffId, priceCents: 6000, durationMinutes: null }],
  } as unknown as Service;

  it('uses the person’s own terms where they have them', () => {
    expect(lineTerms(service, staffId)).toEqual({ durationMinutes: 60, priceCents: 6000 });
    expect(lineTerms(service, ANY_STAFF)).toEqual({ durationMinutes: 60, priceCents: 4500 });
    expect(lineTerms(undefined, ANY_STAFF)).toBeNull();
  });
});
