import { describe, expect, it } from 'vitest';
import type { TimeClockEvent } from '@chairside/shared/time-clock/time-clock-events';
import { deciderSpec } from '../../testing/decider-spec';
import { timeClockDecider } from './time-clock-decider';

const now = new Date('2026-11-27T18:00:00Z');
const staffId = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003';
const entryId = 'e0000000-0000-4000-8000-000000000001';
const locationId = '11111111-1111-4111-8111-111111111111';
const who = { staffId, by: staffId };
const { given } = deciderSpec(timeClockDecider, { now });

const clockedIn: TimeClockEvent = {
  type: 'ClockedIn',
  data: { staffId, entryId, locationId, at: '2026-11-27T15:00:00.000Z', by: staffId },
};
const breakStarted: TimeClockEvent = { type: 'BreakStarted', data: { staffId, entryId, at: '2026-11-27T16:00:00.000Z', by: staffId } };
const breakEnded: TimeClockEvent = { type: 'BreakEnded', data: { staffId, entryId, at: '2026-11-27T16:30:00.000Z', by: staffId } };
const clockedOut: TimeClockEvent = { type: 'ClockedOut', data: { staffId, entryId, at: '2026-11-27T17:00:00.000Z', by: staffId } };
const missed: TimeClockEvent = { type: 'ClockOutMissed', data: { staffId, entryId, dueAt: '2026-11-27T17:30:00.000Z' } };
const at = now.toISOString();
const edit = {
  type: 'EditTimeEntry' as const,
  staffId,
  entryId,
  clockedInAt: '2026-11-27T15:00:00.000Z',
  clockedOutAt: '2026-11-27T17:15:00.000Z',
  breaks: [{ start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T16:20:00.000Z' }],
  reason: 'Forgot to clock out',
  by: 'manager-1',
};

describe('time clock decider', () => {
  it('clocks in once, and refuses a second clock-in while the entry is open', () => {
    given([])
      .when({ type: 'ClockIn', entryId, locationId, ...who })
      .then([{ type: 'ClockedIn', data: { staffId, entryId, locationId, at, by: staffId } }]);
    given([clockedIn])
      .when({ type: 'ClockIn', entryId: 'other', locationId, ...who })
      .thenThrows({ status: 409, message: 'Already clocked in: clock out before clocking in again' });
    given([clockedIn, clockedOut])
      .when({ type: 'ClockIn', entryId: 'next', locationId, ...who })
      .then([{ type: 'ClockedIn', data: { staffId, entryId: 'next', locationId, at, by: staffId } }]);
  });

  it('starts and ends breaks only while clocked in, one at a time', () => {
    given([])
      .when({ type: 'StartBreak', ...who })
      .thenThrows('Not clocked in: clock in before starting a break');
    given([clockedIn])
      .when({ type: 'StartBreak', ...who })
      .then([{ type: 'BreakStarted', data: { staffId, entryId, at, by: staffId } }]);
    given([clockedIn, breakStarted])
      .when({ type: 'StartBreak', ...who })
      .thenThrows('Already on a break: end it before starting another');
    given([clockedIn])
      .when({ type: 'EndBreak', ...who })
      .thenThrows('No break started: start a break before ending one');
    given([])
      .when({ type: 'EndBreak', ...who })
      .thenThrows('Not clocked in: there is no break to end');
    given([clockedIn, breakStarted])
      .when({ type: 'EndBreak', ...who })
      .then([{ type: 'BreakEnded', data: { staffId, entryId, at, by: staffId } }]);
    given([clockedIn, breakStarted, breakEnded])
      .when({ type: 'StartBreak', ...who })
      .then([{ type: 'BreakStarted', data: { staffId, entryId, at, by: staffId } }]);
  });

  it('clocks out only when clocked in, ending a break still running', () => {
    given([])
      .when({ type: 'ClockOut', ...who })
      .thenThrows({ status: 409, message: 'Not clocked in: clock in before clocking out' });
    given([clockedIn, clockedOut])
      .when({ type: 'ClockOut', ...who })
      .thenThrows(409);
    given([clockedIn])
      .when({ type: 'ClockOut', ...who })
      .then([{ type: 'ClockedOut', data: { staffId, entryId, at, by: staffId } }]);
    const data = { staffId, entryId, at, by: staffId };
    given([clockedIn, breakStarted])
      .when({ type: 'ClockOut', ...who })
      .then([
        { type: 'BreakEnded', data },
        { type: 'ClockedOut', data },
      ]);
  });

  it('flags a missed clock-out once, only for the entry still open and only when due', () => {
    const flag = { type: 'FlagMissedClockOut' as const, staffId, entryId, dueAt: '2026-11-27T17:30:00.000Z' };
    given([clockedIn]).when(flag).then([missed]);
    given([clockedIn, missed]).when(flag).then([]);
    given([clockedIn, clockedOut]).when(flag).then([]);
    given([clockedIn])
      .when({ ...flag, dueAt: '2026-11-27T19:00:00.000Z' })
      .thenThrows('That clock-out is not due yet');
    // Flagged: only a manager's edit closes it; the person cannot clock out or in again meanwhile.
    given([clockedIn, missed])
      .when({ type: 'ClockOut', ...who })
      .thenThrows('This entry missed its clock-out: a manager closes it with an edit');
    given([clockedIn, missed])
      .when({ type: 'ClockIn', entryId: 'next', locationId, ...who })
      .thenThrows(/clock-out was missed/);
    const { type: _type, ...edited } = edit;
    const closed = given([clockedIn, missed]).when(edit);
    expect(closed.events()).toEqual([{ type: 'TimeEntryEdited', data: edited }]);
    expect(closed.state().open).toBeNull();
  });

  it('edits an entry only into something that makes sense', () => {
    given([]).when(edit).thenThrows({ status: 404, message: 'Time entry not found' });
    given([clockedIn, clockedOut])
      .when({ ...edit, clockedOutAt: edit.clockedInAt })
      .thenThrows('The clock-out must come after the clock-in');
    given([clockedIn, clockedOut])
      .when({ ...edit, clockedOutAt: '2026-11-27T19:00:00.000Z' })
      .thenThrows('The clock-out cannot be in the future');
    given([clockedIn, clockedOut])
      .when({ ...edit, clockedInAt: '2026-11-26T15:00:00.000Z' })
      .thenThrows('An entry is at most 24 hours long');
    given([clockedIn, clockedOut])
      .when({ ...edit, breaks: [{ start: '2026-11-27T14:00:00.000Z', end: '2026-11-27T15:30:00.000Z' }] })
      .thenThrows(/fall within the entry/);
    const later: TimeClockEvent[] = [
      { type: 'ClockedIn', data: { staffId, entryId: 'later', locationId, at: '2026-11-27T17:10:00.000Z', by: staffId } },
    ];
    given([clockedIn, clockedOut, ...later])
      .when(edit)
      .thenThrows({ status: 409, message: 'That overlaps another entry of this staff member; correct that one first' });
    given([clockedIn, clockedOut])
      .when(edit)
      .then([{ type: 'TimeEntryEdited', data: (({ type: _t, ...rest }) => rest)(edit) }]);
  });

  it('adds a missing entry for someone who forgot to clock in, refusing one that overlaps or ends before it starts', () => {
    const add = {
      type: 'AddTimeEntry' as const,
      staffId,
      entryId: 'added',
      locationId,
      clockedInAt: '2026-11-26T15:00:00.000Z',
      clockedOutAt: '2026-11-26T23:00:00.000Z',
      breaks: [{ start: '2026-11-26T18:00:00.000Z', end: '2026-11-26T18:30:00.000Z' }],
      reason: 'Forgot to clock in',
      by: 'manager-1',
    };
    const { type: _type, ...data } = add;
    const added = given([clockedIn, clockedOut]).when(add);
    expect(added.events()).toEqual([{ type: 'TimeEntryAdded', data }]);
    // Kept as a closed entry: a later entry over the same hours is refused, and it can be edited.
    const addedEvent: TimeClockEvent = { type: 'TimeEntryAdded', data };
    given([addedEvent])
      .when({ ...add, entryId: 'again', clockedInAt: '2026-11-26T22:00:00.000Z', clockedOutAt: '2026-11-26T23:30:00.000Z', breaks: [] })
      .thenThrows({ status: 409, message: 'That overlaps another entry of this staff member; correct that one first' });
    const edited = given([addedEvent]).when({
      ...edit,
      entryId: 'added',
      clockedInAt: data.clockedInAt,
      clockedOutAt: '2026-11-26T22:00:00.000Z',
      breaks: [],
    });
    expect(edited.events().map((event) => event.type)).toEqual(['TimeEntryEdited']);
    given([addedEvent]).when(add).thenThrows({ status: 409, message: 'That time entry exists already' });
    // Over the open entry, over a closed one, backwards, in the future.
    given([clockedIn])
      .when({ ...add, clockedInAt: '2026-11-27T16:00:00.000Z', clockedOutAt: '2026-11-27T17:00:00.000Z', breaks: [] })
      .thenThrows({ status: 409, message: /overlaps another entry/ });
    given([clockedIn, clockedOut])
      .when({ ...add, clockedInAt: '2026-11-27T14:00:00.000Z', clockedOutAt: '2026-11-27T15:30:00.000Z', breaks: [] })
      .thenThrows({ status: 409, message: /overlaps another entry/ });
    given([])
      .when({ ...add, clockedOutAt: '2026-11-26T14:00:00.000Z' })
      .thenThrows({ status: 400, message: 'The clock-out must come after the clock-in' });
    given([])
      .when({ ...add, clockedInAt: '2026-11-27T17:00:00.000Z', clockedOutAt: '2026-11-27T19:00:00.000Z', breaks: [] })
      .thenThrows('The clock-out cannot be in the future');
  });
});
