import { describe, expect, it } from 'vitest';
import { fillKnownPlaceholders } from './client-note-placeholders';

describe('a template written into a note', () => {
  it('fills the placeholders it knows and leaves the others as typed', () => {
    const body =
      'Hi {Client First Name} {client last name}, your {service} on {date} at {time} with {staff first name} in {location}. {pet}';
    expect(fillKnownPlaceholders(body, { 'client first name': 'Noa', 'client last name': 'Notes' })).toBe(
      'Hi Noa Notes, your {service} on {date} at {time} with {staff first name} in {location}. {pet}',
    );
    expect(
      fillKnownPlaceholders(body, {
        'client first name': 'Noa',
        'client last name': 'Notes',
        service: "Men's Haircut",
        date: 'Wed, Dec 16',
        time: '10:00 AM',
        'staff first name': 'Remy',
        location: 'Downtown',
      }),
    ).toBe("Hi Noa Notes, your Men's Haircut on Wed, Dec 16 at 10:00 AM with Remy in Downtown. {pet}");
  });
});
