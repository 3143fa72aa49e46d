import { describe, expect, it } from 'vitest';
import { blockEnd, blockSegments, calendarEvents, drawnHolds, nextHoldLapse, staffRuns, type EventOptions } from './calendar-events';
import { dayResources, parseResourceId } from './calendar-resources';
import { appointment, ava, item, liam } from './appointment-fixtures';

const options: EventOptions = {
  view: 'day',
  canChange: true,
  showResources: false,
  serviceNames: new Map([['service-haircut', 'Haircut']]),
  staffNames: new Map([[ava.id, ava.name]]),
};

const haircut = appointment({ items: [item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' })] });
// Colour with Ava, then a blow-dry with Liam: two blocks, one per person.
const colourAndBlowDry = appointment({
  id: 'appointment-2',
  clientName: 'Mia Wong',
  items: [
    item({
      serviceName: 'Colour',
      startsAt: '2026-11-23T18:00:00.000Z',
      endsAt: '2026-11-23T19:30:00.000Z',
      roomId: 'room-1',
      roomName: 'Colour bar',
      bufferMinutes: 10,
    }),
    item({
      serviceName: 'Blow-dry',
      staffId: liam.id,
      staffName: liam.name,
      startsAt: '2026-11-23T19:30:00.000Z',
      endsAt: '2026-11-23T20:00:00.000Z',
    }),
  ],
});

describe('calendar events of the day view', () => {
  it('say an appointment paid at the point of sale is completed and paid (SPEC §4.3)', () => {
    const [event] = calendarEvents({ appointments: [{ ...haircut, status: 'completed', paid: true }], holds: [] }, options);
    expect(event).toMatchObject({
      name: '10:00 AM Haircut — Jane Doe with Ava Johnson (Completed), paid',
      statusLabel: 'Completed, paid',
      paid: true,
    });
  });

  it('name each block by time, services, client, staff and status', () => {
    const [event] = calendarEvents({ appointments: [haircut], holds: [] }, options);
    expect(event).toMatchObject({
      name: '10:00 AM Haircut — Jane Doe with Ava Johnson (Booked)',
      resourceId: `staff:${ava.id}`,
      staffId: ava.id,
      statusLabel: 'Booked',
      color: '#8b5cf6',
    });
    expect(event?.start.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(event?.end.toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('put each person’s services in their own column; only the last block can be resized', () => {
    const events = calendarEvents({ appointments: [colourAndBlowDry], holds: [] }, options);
    expect(events.map((event) => [event.name, event.resourceId, event.resizable])).toEqual([
      ['12:00 PM Colour — Mia Wong with Ava Johnson (Booked)', `staff:${ava.id}`, false],
      ['1:30 PM Blow-dry — Mia Wong with Liam Smith (Booked)', `staff:${liam.id}`, true],
    ]);
  });

  it('merge services in a row with the same person into one block', () => {
    const twoWithAva = appointment({
      items: [
        item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' }),
        item({ serviceName: 'Beard trim', startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T17:30:00.000Z' }),
      ],
    });
    expect(staffRuns(twoWithAva)).toHaveLength(1);
    expect(calendarEvents({ appointments: [twoWithAva], holds: [] }, options)[0]?.name).toBe(
      '10:00 AM Haircut, Beard trim — Jane Doe with Ava Johnson (Booked)',
    );
  });

  it('show rooms and devices in their own columns, taken through the buffer, and never draggable', () => {
    const events = calendarEvents({ appointments: [colourAndBlowDry], holds: [] }, { ...options, showResources: true });
    const room = events.find((event) => event.kind === 'resource-use');
    expect(room).toMatchObject({ resourceId: 'room:room-1', name: '12:00 PM Colour — Mia Wong in Colour bar (Booked)', draggable: false });
    expect(room?.end.toISOString()).toBe('2026-11-23T19:40:00.000Z');
  });

  it('leave cancelled appointments and no-shows off the grid', () => {
    const events = calendarEvents(
      {
        appointments: [
          { ...haircut, status: 'cancelled' },
          { ...colourAndBlowDry, status: 'no_show' },
        ],
        holds: [],
      },
      options,
    );
    expect(events).toEqual([]);
  });

  it('make final appointments, and everything for someone who may not change them, fixed', () => {
    expect(calendarEvents({ appointments: [{ ...haircut, status: 'completed' }], holds: [] }, options)[0]).toMatchObject({
      draggable: false,
      resizable: false,
      statusLabel: 'Completed',
    });
    expect(calendarEvents({ appointments: [haircut], holds: [] }, { ...options, canChange: false })[0]).toMatchObject({
      draggable: false,
      resizable: false,
    });
  });

  it('show holds as "Held" in the held person’s column', () => {
    const hold = {
      id: 'hold-1',
      locationId: 'location-1',
      date: '2026-11-23',
      startsAt: '2026-11-23T21:00:00.000Z',
      endsAt: '2026-11-23T22:00:00.000Z',
      expiresAt: '2026-11-23T15:05:00.000Z',
      items: [
        {
          serviceId: 'service-haircut',
          staffId: ava.id,
          roomId: null,
          deviceId: null,
          startsAt: '2026-11-23T21:00:00.000Z',
          endsAt: '2026-11-23T22:00:00.000Z',
        },
      ],
    };
    const [event] = calendarEvents({ appointments: [], holds: [hold] }, options);
    expect(event).toMatchObject({
      kind: 'hold',
      name: '3:00 PM Held: Haircut with Ava Johnson',
      statusLabel: 'Held',
      resourceId: `staff:${ava.id}`,
      draggable: false,
    });
    // Someone who may not read the service list still sees who is held.
    expect(calendarEvents({ appointments: [], holds: [hold] }, { ...options, serviceNames: new Map() })[0]?.name).toBe(
      '3:00 PM Held with Ava Johnson',
    );
  });
});

describe('calendar events of the week view', () => {
  it('draw one block per appointment naming everyone who works on it', () => {
    const events = calendarEvents({ appointments: [colourAndBlowDry], holds: [] }, { ...options, view: 'week' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: '12:00 PM Colour, Blow-dry — Mia Wong with Ava Johnson and Liam Smith (Booked)',
      resourceId: undefined,
      resizable: true,
    });
  });
});

describe('day view columns', () => {
  const team = [
    { id: ava.id, name: ava.name, color: '#ff0000' },
    { id: liam.id, name: liam.name, color: '#00ff00' },
  ];
  const working = (staffId: string) => ({ staffId, hours: [{ start: 0, end: 1 }], timeOff: [] });

  it('list the people working that day in team order, then rooms and devices when asked for', () => {
    const columns = dayResources({
      team,
      staffDays: new Map([[liam.id, working(liam.id)]]),
      appointments: [],
      rooms: [{ id: 'room-1', name: 'Colour bar' }],
      devices: [{ id: 'device-1', name: 'Laser' }],
    });
    expect(columns.map((column) => [column.id, column.title])).toEqual([
      [`staff:${liam.id}`, 'Liam Smith'],
      ['room:room-1', 'Colour bar'],
      ['device:device-1', 'Laser'],
    ]);
  });

  it('keep a column for anyone with an appointment that day, even when not scheduled or not on the list', () => {
    const stranger = appointment({
      items: [
        item({ staffId: 'someone-else', staffName: 'Zoe Park', startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' }),
      ],
    });
    const columns = dayResources({ team, staffDays: new Map(), appointments: [haircut, stranger], rooms: null, devices: null });
    expect(columns.map((column) => column.title)).toEqual(['Ava Johnson', 'Zoe Park']);
  });

  it('read column ids back', () => {
    expect(parseResourceId(`staff:${ava.id}`)).toEqual({ kind: 'staff', entityId: ava.id });
    expect(parseResourceId('room:room-1')).toEqual({ kind: 'room', entityId: 'room-1' });
    expect(parseResourceId('nonsense')).toBeNull();
    expect(parseResourceId(undefined)).toBeNull();
  });
});

describe('processing and buffer time', () => {
  it('marks the part of a block when the client waits and the staff member is free', () => {
    const colour = appointment({
      items: [
        item({
          serviceName: 'Colour',
          startsAt: '2026-11-23T16:00:00.000Z',
          endsAt: '2026-11-23T17:30:00.000Z',
          durationMinutes: 60,
          processingMinutes: 30,
        }),
      ],
    });
    expect(calendarEvents({ appointments: [colour], holds: [] }, options)[0]?.segments).toEqual([
      { kind: 'processing', from: 60 / 90, to: 1 },
    ]);
  });

  it('draws the buffer after the client leaves: a 45 + 15 minute service is an hour-long block, its last quarter the buffer', () => {
    const peel = appointment({
      items: [
        item({
          serviceName: 'Chemical Peel',
          startsAt: '2026-11-23T16:00:00.000Z',
          endsAt: '2026-11-23T16:45:00.000Z',
          durationMinutes: 45,
          bufferMinutes: 15,
        }),
      ],
    });
    for (const view of ['day', 'week'] as const) {
      const [event] = calendarEvents({ appointments: [peel], holds: [] }, { ...options, view });
      expect(event?.end.toISOString()).toBe('2026-11-23T17:00:00.000Z');
      expect(event?.segments).toEqual([{ kind: 'buffer', from: 0.75, to: 1 }]);
      expect(event?.bufferMs).toBe(15 * 60_000);
      expect(event?.resizable).toBe(true);
    }
  });

  it('orders processing, then buffer, and leaves out a buffer the next service of the block covers', () => {
    const items = [
      item({
        serviceName: 'Colour',
        startsAt: '2026-11-23T16:00:00.000Z',
        endsAt: '2026-11-23T17:30:00.000Z',
        durationMinutes: 60,
        processingMinutes: 30,
        bufferMinutes: 10,
      }),
      item({
        serviceName: 'Facial',
        startsAt: '2026-11-23T17:30:00.000Z',
        endsAt: '2026-11-23T18:30:00.000Z',
        durationMinutes: 60,
        bufferMinutes: 30,
      }),
    ];
    const start = Date.parse('2026-11-23T16:00:00.000Z');
    const end = blockEnd(items);
    expect(new Date(end).toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(blockSegments(items, start, end)).toEqual([
      { kind: 'processing', from: 1 / 3, to: 0.5 },
      { kind: 'buffer', from: 5 / 6, to: 1 },
    ]);
  });

  it('gives the same blocks for an appointment a live patch left alone, and new ones for one it changed', () => {
    const kept = appointment({ id: 'kept', items: [item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' })] });
    const moved = appointment({ id: 'moved', items: [item({ startsAt: '2026-11-23T18:00:00.000Z', endsAt: '2026-11-23T19:00:00.000Z' })] });
    const sameOptions = { ...options };
    const [keptBefore, movedBefore] = calendarEvents({ appointments: [kept, moved], holds: [] }, sameOptions);
    const later = {
      ...moved,
      startsAt: '2026-11-23T19:00:00.000Z',
      items: [item({ startsAt: '2026-11-23T19:00:00.000Z', endsAt: '2026-11-23T20:00:00.000Z' })],
    };
    const [keptAfter, movedAfter] = calendarEvents({ appointments: [kept, later], holds: [] }, sameOptions);
    expect(keptAfter).toBe(keptBefore);
    expect(movedAfter).not.toBe(movedBefore);
    expect(movedAfter?.start).toEqual(new Date('2026-11-23T19:00:00.000Z'));
    // Other options (another view, other rights) lay everything out again.
    expect(calendarEvents({ appointments: [kept], holds: [] }, { ...options, canChange: false })[0]).not.toBe(keptBefore);
  });
});

describe('holds as they lapse', () => {
  const heldAt = (id: string, expiresAt: string) => ({
    id,
    locationId: 'location-1',
    date: '2026-11-23',
    startsAt: '2026-11-23T21:00:00.000Z',
    endsAt: '2026-11-23T22:00:00.000Z',
    expiresAt,
    items: [
      {
        serviceId: 'service-haircut',
        staffId: ava.id,
        roomId: null,
        deviceId: null,
        startsAt: '2026-11-23T21:00:00.000Z',
        endsAt: '2026-11-23T22:00:00.000Z',
      },
    ],
  });
  const early = heldAt('hold-early', '2026-11-23T15:05:00.000Z');
  const late = heldAt('hold-late', '2026-11-23T15:08:00.000Z');
  const at = (iso: string) => Date.parse(iso);

  it('draw a hold until its expiresAt and not from then on, before any notice of its lapse', () => {
    expect(drawnHolds([early, late], at('2026-11-23T15:04:59.999Z')).map(({ id }) => id)).toEqual(['hold-early', 'hold-late']);
    expect(drawnHolds([early, late], at('2026-11-23T15:05:00.000Z')).map(({ id }) => id)).toEqual(['hold-late']);
    expect(drawnHolds([early, late], at('2026-11-23T15:09:00.000Z'))).toEqual([]);
    expect(calendarEvents({ appointments: [], holds: [early, late] }, options, at('2026-11-23T15:06:00.000Z')).map(({ id }) => id)).toEqual(
      [`hold:hold-late:0`],
    );
  });

  it('name when the calendar must draw itself again: the next lapse still to come', () => {
    expect(nextHoldLapse([late, early], at('2026-11-23T15:00:00.000Z'))).toBe(at('2026-11-23T15:05:00.000Z'));
    expect(nextHoldLapse([late, early], at('2026-11-23T15:05:00.000Z'))).toBe(at('2026-11-23T15:08:00.000Z'));
    expect(nextHoldLapse([late, early], at('2026-11-23T15:08:00.000Z'))).toBeNull();
    expect(nextHoldLapse([], at('2026-11-23T15:00:00.000Z'))).toBeNull();
  });
});
