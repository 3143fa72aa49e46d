import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { draftFromSchedule, emptyScheduleDraft, parseScheduleDraft } from './schedule-draft';

const downtown = '11111111-1111-4111-8111-111111111111';

describe('the add/edit schedule dialog', () => {
  it('starts with Monday to Friday, 9 to 5, open-ended', () => {
    const parsed = parseScheduleDraft(emptyScheduleDraft(downtown, '2026-11-23'));
    expect(parsed).toMatchObject({ ok: true, value: { locationId: downtown, effectiveFrom: '2026-11-23', effectiveUntil: null } });
    if (parsed.ok) expect(parsed.value.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends only the ticked days, with their breaks', () => {
    const draft = emptyScheduleDraft(downtown, '2026-11-23');
    draft.days = draft.days.map((day, index) => ({ ...day, works: index === 1 }));
    draft.days[1] = { works: true, hours: [{ start: '10:00', end: '18:00' }], breaks: [{ start: '13:00', end: '13:30' }] };
    draft.days[3] = { works: false, hours: [{ start: '07:00', end: '08:00' }], breaks: [] };
    expect(parseScheduleDraft(draft)).toMatchObject({
      ok: true,
      value: { days: [{ weekday: 2, hours: [{ start: '10:00', end: '18:00' }], breaks: [{ start: '13:00', end: '13:30' }] }] },
    });
  });

  it('puts each problem on its weekday or field', () => {
    const draft = emptyScheduleDraft(downtown, '2026-11-23');
    draft.effectiveUntil = '2026-11-01';
    draft.days[2] = { works: true, hours: [{ start: '09:00', end: '17:00' }], breaks: [{ start: '18:00', end: '18:30' }] };
    draft.days[4] = { works: true, hours: [{ start: '17:00', end: '09:00' }], breaks: [] };
    const parsed = parseScheduleDraft(draft);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual({
      'weekday.3': 'A break must fall inside the working hours',
      'weekday.5': 'The end time must be after the start time',
      effectiveUntil: 'The schedule cannot end before it starts',
    });
  });

  it('asks for at least one working day and a location', () => {
    const draft = emptyScheduleDraft('', '2026-11-23');
    draft.days = draft.days.map((day) => ({ ...day, works: false }));
    const parsed = parseScheduleDraft(draft);
    expect(parsed).toMatchObject({ ok: false, problems: { days: 'Choose at least one working day', locationId: 'Choose a location' } });
  });

  it('round-trips a saved schedule, keeping days off as unticked 9-to-5 rows', () => {
    const saved: WeeklySchedule = {
      id: 's1',
      staffId: 'p1',
      locationId: downtown,
      effectiveFrom: '2026-01-05',
      effectiveUntil: '2026-12-31',
      days: [
        {
          weekday: 6,
          hours: [
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '16:00' },
          ],
          breaks: [],
        },
      ],
    };
    const draft = draftFromSchedule(saved);
    expect(draft.days[0]).toEqual({ works: false, hours: [{ start: '09:00', end: '17:00' }], breaks: [] });
    expect(parseScheduleDraft(draft)).toMatchObject({ ok: true, value: { effectiveUntil: '2026-12-31', days: saved.days } });
  });
});
