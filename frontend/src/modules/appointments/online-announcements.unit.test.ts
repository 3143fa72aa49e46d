import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { describe, expect, it } from 'vitest';
import { appointment, item } from './appointment-fixtures';
import { onlineBookingNews } from './online-announcements';

const now = Date.parse('2026-11-23T16:00:30Z');
const items = [item({ startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T18:00:00.000Z' })];
const appointmentFixture = (overrides: Partial<Appointment>) => appointment({ items, ...overrides });
const fresh = { createdAt: '2026-11-23T16:00:00.000Z', updatedAt: '2026-11-23T16:00:00.000Z' };

describe('onlineBookingNews', () => {
  it('says once who booked online, when and what', () => {
    const announced = new Set<string>();
    const online = appointmentFixture({ id: 'a-1', bookedOnline: true, ...fresh });
    const first = onlineBookingNews([online], announced, now, 'America/Chicago');
    expect(first).toHaveLength(1);
    expect(first[0]).toBe('New online booking: Jane Doe, Nov 23, 2026, 11:00 AM, Haircut with Ava Johnson');
    expect(onlineBookingNews([online], announced, now, 'America/Chicago')).toEqual([]);
  });

  it('says nothing of desk bookings, old online bookings or cancelled ones', () => {
    const announced = new Set<string>();
    const desk = appointmentFixture({ id: 'a-2', bookedOnline: false, ...fresh });
    const old = appointmentFixture({ id: 'a-3', bookedOnline: true, createdAt: '2026-11-23T15:00:00.000Z' });
    const cancelled = appointmentFixture({ id: 'a-4', bookedOnline: true, status: 'cancelled', ...fresh });
    expect(onlineBookingNews([desk, old, cancelled], announced, now, 'America/Chicago')).toEqual([]);
  });
});
