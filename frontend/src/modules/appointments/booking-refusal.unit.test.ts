import { describe, expect, it } from 'vitest';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { ApiError } from '../../api/api-client';
import type { BookingDraft } from './booking-draft';
import { refusalDetails, draftAtFreeTime, freeTimeLabel, sameContact } from './booking-refusal';

const maria = {
  id: 'maria',
  firstName: 'Maria',
  lastName: 'Lopez',
  name: 'Maria Lopez',
  phone: '+13125550142',
  email: 'Maria.Lopez@example.com',
  createdAt: '2026-01-01T00:00:00Z',
};
const free = { startsAt: '2026-11-23T20:15:00.000Z', staffId: 'rosa', staffName: 'Rosa Delgado' };

describe('a refused booking', () => {
  it('carries its next free times, whether it can be overridden and the matching client', () => {
    const error = new ApiError('Rosa Delgado is already booked 2:00–3:15 PM', 409, 'Conflict', {
      error: 'Rosa Delgado is already booked 2:00–3:15 PM',
      nextFreeTimes: [free],
      overridable: true,
    });
    expect(refusalDetails(error)).toEqual({
      message: 'Rosa Delgado is already booked 2:00–3:15 PM',
      nextFreeTimes: [free],
      overridable: true,
      matchingClient: null,
    });
    const duplicate = new ApiError('Maria Lopez already has that phone number; book Maria Lopez instead', 409, 'Conflict', {
      error: 'x',
      matchingClient: maria,
    });
    expect(refusalDetails(duplicate)?.matchingClient?.name).toBe('Maria Lopez');
  });

  it('is only its sentence when the reply says nothing more, or is not the server’s', () => {
    expect(refusalDetails(new ApiError('No', 422, '', { error: 'No' }))).toEqual({
      message: 'No',
      nextFreeTimes: [],
      overridable: false,
      matchingClient: null,
    });
    expect(refusalDetails(new Error('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      nextFreeTimes: [],
      overridable: false,
      matchingClient: null,
    });
    expect(refusalDetails(null)).toBeNull();
  });
});

describe('a next free time', () => {
  it('reads as its time and person, with the date when it is on another day', () => {
    expect(freeTimeLabel(free, '2026-11-23')).toBe('2:15 PM with Rosa Delgado');
    expect(freeTimeLabel(free, '2026-11-22')).toBe('Nov 23, 2026, 2:15 PM with Rosa Delgado');
  });

  it('moves the form to its day and start, with that person on the lines they perform', () => {
    const services = [
      { id: 'cut', staff: [{ staffId: 'rosa' }] },
      { id: 'massage', staff: [{ staffId: 'ava' }] },
    ] as unknown as Service[];
    const draft = {
      date: '2026-11-22',
      time: '09:00',
      lines: [
        { key: 'a', serviceId: 'cut', staffId: 'liam' },
        { key: 'b', serviceId: 'massage', staffId: '' },
      ],
    } as BookingDraft;
    expect(draftAtFreeTime(draft, free, services)).toMatchObject({
      date: '2026-11-23',
      time: '14:15',
      lines: [
        { key: 'a', serviceId: 'cut', staffId: 'rosa' },
        { key: 'b', serviceId: 'massage', staffId: '' },
      ],
    });
  });
});

describe('a new client’s contact details', () => {
  it('match an existing client by e-mail in any case or by phone in any format', () => {
    expect(sameContact(maria, { phone: '', email: ' maria.lopez@EXAMPLE.com ' })).toBe('email');
    expect(sameContact(maria, { phone: '(312) 555-0142', email: '' })).toBe('phone');
    expect(sameContact(maria, { phone: '312.555.0142', email: 'other@example.com' })).toBe('phone');
    expect(sameContact({ ...maria, phone: '(312) 555-0142' }, { phone: '+1 312 555 0142', email: '' })).toBe('phone');
  });

  it('do not match another number, a part of one, or nothing', () => {
    expect(sameContact(maria, { phone: '(312) 555-0143', email: '' })).toBeNull();
    expect(sameContact(maria, { phone: '555-0142', email: '' })).toBeNull();
    expect(sameContact({ ...maria, phone: '', email: '' }, { phone: '', email: '' })).toBeNull();
  });
});
