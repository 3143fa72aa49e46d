import { describe, expect, it } from 'vitest';
import { appointment, ava, item, liam } from './appointment-fixtures';
import { rescheduleMessage, undoRequest, undoReschedule } from './calendar-undo';

const haircut = appointment({
  id: 'a1',
  items: [item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T16:30:00.000Z', durationMinutes: 30 })],
});

describe('undoing a drag', () => {
  it('moves the appointment back to its earlier start, keeping every length', () => {
    const change = { startsAt: '2026-11-23T17:00:00.000Z', endsAt: null, staffId: null, fromStaffId: null, override: null };
    expect(undoReschedule(haircut, change)).toEqual({
      startsAt: '2026-11-23T16:00:00.000Z',
      endsAt: null,
      staffId: null,
      fromStaffId: null,
      override: null,
    });
  });

  it('sets the earlier end back after a resize', () => {
    const change = {
      startsAt: '2026-11-23T16:00:00.000Z',
      endsAt: '2026-11-23T17:00:00.000Z',
      staffId: null,
      fromStaffId: null,
      override: null,
    };
    expect(undoReschedule(haircut, change)).toEqual({
      startsAt: '2026-11-23T16:00:00.000Z',
      endsAt: '2026-11-23T16:30:00.000Z',
      staffId: null,
      fromStaffId: null,
      override: null,
    });
  });

  it('hands the services back to the person they were taken from', () => {
    const change = { startsAt: '2026-11-23T16:00:00.000Z', endsAt: null, staffId: liam.id, fromStaffId: ava.id, override: null };
    expect(undoReschedule(haircut, change)).toEqual({
      startsAt: '2026-11-23T16:00:00.000Z',
      endsAt: null,
      staffId: ava.id,
      fromStaffId: liam.id,
      override: null,
    });
  });

  it('offers no undo when the block was dropped on someone who already had a service in the appointment', () => {
    const both = appointment({
      items: [
        item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T16:30:00.000Z' }),
        item({ startsAt: '2026-11-23T16:30:00.000Z', endsAt: '2026-11-23T17:00:00.000Z', staffId: liam.id, staffName: liam.name }),
      ],
    });
    expect(
      undoReschedule(both, { startsAt: both.startsAt, endsAt: null, staffId: liam.id, fromStaffId: ava.id, override: null }),
    ).toBeNull();
  });

  it('says what the drag did', () => {
    expect(
      rescheduleMessage(
        'Jane Doe',
        { startsAt: '2026-11-23T17:00:00.000Z', endsAt: null, staffId: liam.id, fromStaffId: ava.id, override: null },
        haircut,
        liam.name,
      ),
    ).toMatch(/^Jane Doe moved to .*11:00 AM with Liam Smith$/);
    expect(
      rescheduleMessage(
        'Jane Doe',
        { startsAt: haircut.startsAt, endsAt: '2026-11-23T17:15:00.000Z', staffId: null, fromStaffId: null, override: null },
        haircut,
        null,
      ),
    ).toBe('Jane Doe now ends at 11:15 AM');
  });
});

describe('the undo commands', () => {
  it('are a reschedule, a status revert and a reinstatement: compensating commands, never a deletion', () => {
    const input = { startsAt: '2026-11-23T16:00:00.000Z', endsAt: null, staffId: null, fromStaffId: null, override: null };
    expect(undoRequest({ kind: 'reschedule', appointmentId: 'a1', input })).toEqual({
      path: '/api/appointments/a1/reschedule',
      method: 'POST',
      body: input,
    });
    expect(undoRequest({ kind: 'status', appointmentId: 'a1' })).toEqual({
      path: '/api/appointments/a1/status/revert',
      method: 'POST',
      body: { reason: '' },
    });
    expect(undoRequest({ kind: 'cancel', appointmentId: 'a1' })).toEqual({
      path: '/api/appointments/a1/reinstate',
      method: 'POST',
      body: {},
    });
  });
});
