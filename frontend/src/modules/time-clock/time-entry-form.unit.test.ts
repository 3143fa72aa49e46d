import { describe, expect, it } from 'vitest';
import { entryDraft, readEntryDraft } from './time-entry-form';

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
