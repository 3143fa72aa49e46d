import { describe, expect, it } from 'vitest';
import { serviceInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { weeklyScheduleInputSchema } from '@chairside/shared/team/working-hours-dto';
import { createStaffInputSchema } from '@chairside/shared/team/staff-dto';
import { fieldAria, fieldProblems, firstProblemUnder, parseWith, problemsUnder, withoutProblems } from './form-problems';

describe('zod problems by field', () => {
  it('keeps the first message of each field of the staff form', () => {
    const result = createStaffInputSchema.safeParse({
      firstName: '',
      lastName: 'Lee',
      email: 'nope',
      phone: '',
      color: '#123456',
      locationIds: [],
      pay: {},
      username: 'x',
      password: 'short',
    });
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

  it('reads a form with the route’s own schema', () => {
    const parsed = parseWith(serviceInputSchema, { categoryId: 'nope', name: ' ', durationMinutes: 7, priceCents: 100, color: '#112233' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toMatchObject({
      categoryId: 'Choose a category',
      name: 'Service name is required',
      durationMinutes: 'Duration is in steps of 5 minutes',
    });
    expect(parsed.problems.priceCents).toBeUndefined();
  });

  it('finds the problems of one weekday of a schedule, and a nested message under its list', () => {
    const result = weeklyScheduleInputSchema.safeParse({
      locationId: '11111111-1111-4111-8111-111111111111',
      effectiveFrom: '2026-11-23',
      days: [{ weekday: 2, hours: [{ start: '17:00', end: '09:00' }], breaks: [] }],
    });
    const problems = result.success ? {} : fieldProblems(result.error);
    expect(problemsUnder(problems, 'days.0')).toEqual(['The end time must be after the start time']);
    expect(problemsUnder(problems, 'days.1')).toEqual([]);
    expect(firstProblemUnder({ 'timetable.1.startTime': 'Times are 24-hour HH:mm, like 09:30' }, 'timetable')).toBe(
      'Times are 24-hour HH:mm, like 09:30',
    );
    expect(firstProblemUnder({ timetable: 'The same weekday and time is listed twice' }, 'timetable')).toBe(
      'The same weekday and time is listed twice',
    );
    expect(firstProblemUnder({ name: 'x' }, 'timetable')).toBeUndefined();
  });

  it('drops the messages of the fields that changed and ties a control to its helper text', () => {
    expect(withoutProblems({ name: 'a', color: 'b' }, ['name'])).toEqual({ color: 'b' });
    expect(fieldAria('service-name', 'Service name is required', false)).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'service-name-help',
    });
    expect(fieldAria('service-name', undefined, false)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(fieldAria('service-price', undefined, true)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'service-price-help' });
  });
});
