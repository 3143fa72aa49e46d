import { describe, expect, it } from 'vitest';
import { scheduleInputSchema } from '@chairside/shared/team/schedule-dto';
import { createStaffInputSchema } from '@chairside/shared/team/staff-dto';
import { fieldProblems, problemsUnder } from './field-problems';

describe('zod problems by field', () => {
  it('keeps the first message of each field of the staff form', () => {
    const result = createStaffInputSchema.safeParse({ firstName: '', lastName: 'Lee', email: 'nope', phone: '', color: '#123456', locationIds: [], pay: {}, username: 'x', password: 'short' });
    expect(result.success).toBe(false);
    const problems = result.success ? {} : fieldProblems(result.error);
    expect(problems).toMatchObject({
      firstName: 'First name is required',
      email: 'Enter a valid e-mail address',
      locationIds: 'Choose at least one location',
      password: 'Passwords have at least 8 characters',
    });
    expect(problems.lastName).toBeUndefined();
  });

  it('finds the problems of one weekday of a schedule', () => {
    const result = scheduleInputSchema.safeParse({
      locationId: '11111111-1111-4111-8111-111111111111',
      effectiveFrom: '2026-11-23',
      days: [{ weekday: 2, hours: [{ start: '17:00', end: '09:00' }], breaks: [] }],
    });
    const problems = result.success ? {} : fieldProblems(result.error);
    expect(problemsUnder(problems, 'days.0')).toEqual(['The end time must be after the start time']);
    expect(problemsUnder(problems, 'days.1')).toEqual([]);
  });
});
