import { describe, expect, it } from 'vitest';
import { emptyNewEntry, entryDraft, readEntryDraft, readNewEntryDraft } from './time-entry-form';

const entry = {
  entryId: 'e1',
  staffId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003',
  name: 'Bailey Basic',
  clockedInAt: '2026-11-27T15:00:00.000Z',
  clockedOutAt: null,
  breaks: [{ start: '2026-11-27T18:00:00.000Z', end: null }],
};

describe('the time entry edit form', () => {
  it('shows and reads times on the location clock, ending a running break at the clock-out', () => {
    const draft = entryDraft(entry, 'America/Chicago');
    expect(draft).toEqual({ clockedInAt: '2026-11-27T09:00', clockedOutAt: '', reason: '' });
    const read = readEntryDraft(entry, { ...draft, clockedOutAt: '2026-11-27T17:30', reason: 'Forgot' }, 'America/Chicago');
    expect(read.input).toMatchObject({
      clockedInAt: '2026-11-27T15:00:00.000Z',
      clockedOutAt: '2026-11-27T23:30:00.000Z',
      breaks: [{ start: '2026-11-27T18:00:00.000Z', end: '2026-11-27T23:30:00.000Z' }],
      reason: 'Forgot',
    });
  });

  it('asks for the clock-out and a reason', () => {
    expect(readEntryDraft(entry, entryDraft(entry, 'America/Chicago'), 'America/Chicago').problems).toEqual({
      clockedOutAt: 'Enter a date and time',
      reason: 'Give a reason for the edit',
    });
  });
});

describe('the missing entry form', () => {
  const locationId = '11111111-1111-4111-8111-111111111111';
  it('reads who, when and the break on the location clock', () => {
    const read = readNewEntryDraft(
      {
        staffId: entry.staffId,
        clockedInAt: '2026-11-26T09:00',
        clockedOutAt: '2026-11-26T17:00',
        breakStart: '2026-11-26T12:00',
        breakEnd: '2026-11-26T12:30',
        reason: 'Forgot to clock in',
      },
      locationId,
      'America/Chicago',
    );
    expect(read.input).toEqual({
      staffId: entry.staffId,
      locationId,
      clockedInAt: '2026-11-26T15:00:00.000Z',
      clockedOutAt: '2026-11-26T23:00:00.000Z',
      breaks: [{ start: '2026-11-26T18:00:00.000Z', end: '2026-11-26T18:30:00.000Z' }],
      reason: 'Forgot to clock in',
    });
  });

  it('asks for the person, the times, both ends of a break and a reason', () => {
    expect(readNewEntryDraft({ ...emptyNewEntry, breakStart: '2026-11-26T12:00' }, locationId, 'America/Chicago').problems).toEqual({
      staffId: 'Choose a staff member',
      clockedInAt: 'Enter a date and time',
      clockedOutAt: 'Enter a date and time',
      breakEnd: 'Give the break’s start and end, or neither',
      reason: 'Give a reason for the entry',
    });
  });
});
