import type { Appointment, AppointmentItem } from '@chairside/shared/appointments/appointment-dto';

// Readable appointments for the pure tests of this module (2026-11-23 is a Monday; Chicago is UTC-6).
export const ava = { id: '11111111-0000-4000-8000-000000000001', name: 'Ava Johnson' };
export const liam = { id: '11111111-0000-4000-8000-000000000002', name: 'Liam Smith' };

export function item(overrides: Partial<AppointmentItem> & Pick<AppointmentItem, 'startsAt' | 'endsAt'>): AppointmentItem {
  return {
    itemId: `item-${overrides.startsAt}`,
    serviceId: 'service-haircut',
    serviceName: 'Haircut',
    categoryId: 'category-hair',
    categoryName: 'Hair',
    color: '#8b5cf6',
    staffId: ava.id,
    staffName: ava.name,
    roomId: null,
    roomName: null,
    deviceId: null,
    deviceName: null,
    durationMinutes: 60,
    processingMinutes: 0,
    bufferMinutes: 0,
    priceCents: 4500,
    ...overrides,
  };
}

export function appointment(overrides: Partial<Appointment> & Pick<Appointment, 'items'>): Appointment {
  const items = overrides.items;
  return {
    id: 'appointment-1',
    locationId: 'location-1',
    date: '2026-11-23',
    seriesId: null,
    status: 'booked',
    startsAt: items[0]?.startsAt ?? '2026-11-23T16:00:00.000Z',
    endsAt: items[items.length - 1]?.endsAt ?? '2026-11-23T17:00:00.000Z',
    clientId: 'client-1',
    clientName: 'Jane Doe',
    lastStatusChange: null,
    clientPhone: '(312) 555-0142',
    clientEmail: 'jane@example.com',
    notes: '',
    priceCents: items.reduce((sum, entry) => sum + entry.priceCents, 0),
    cancelReason: null,
    lateCancel: false,
    bookedOnline: false,
    walkIn: false,
    paid: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
