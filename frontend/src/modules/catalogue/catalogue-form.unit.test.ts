import { describe, expect, it } from 'vitest';
import { serviceInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { centsFromDollarText, dollarTextFromCents, errorUnder, fieldErrors, numberFromText } from './catalogue-form';

describe('prices typed in dollars', () => {
  it('become integer cents without floating-point drift', () => {
    expect(centsFromDollarText('45')).toBe(4500);
    expect(centsFromDollarText('45.5')).toBe(4550);
    expect(centsFromDollarText('0.29')).toBe(29);
    expect(centsFromDollarText(' $1,234.56 ')).toBe(123456);
    expect(centsFromDollarText('.75')).toBe(75);
  });

  it('leave an empty field empty, and pass nonsense and fractions of a cent on for the schema to refuse', () => {
    expect(centsFromDollarText('')).toBeUndefined();
    expect(centsFromDollarText('twelve')).toBeNaN();
    expect(Number.isInteger(centsFromDollarText('10.555'))).toBe(false);
    expect(centsFromDollarText('-5')).toBe(-500);
  });

  it('show cents as dollars with two decimals', () => {
    expect(dollarTextFromCents(4550)).toBe('45.50');
    expect(dollarTextFromCents(0)).toBe('0.00');
  });
});

describe('number fields', () => {
  it('treat empty as not given and keep what was typed otherwise', () => {
    expect(numberFromText('  ')).toBeUndefined();
    expect(numberFromText('45')).toBe(45);
    expect(numberFromText('7.5')).toBe(7.5);
  });
});

describe('schema messages per field', () => {
  it('put the first message of each field next to that field', () => {
    const result = serviceInputSchema.safeParse({ categoryId: 'nope', name: ' ', durationMinutes: 7, priceCents: 100, color: '#112233' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors).toMatchObject({ categoryId: 'Choose a category', name: 'Service name is required', durationMinutes: 'Duration is in steps of 5 minutes' });
    expect(errors.priceCents).toBeUndefined();
  });

  it('find a nested message under its list', () => {
    expect(errorUnder({ 'timetable.1.startTime': 'Times are 24-hour HH:mm, like 09:30' }, 'timetable')).toBe('Times are 24-hour HH:mm, like 09:30');
    expect(errorUnder({ timetable: 'The same weekday and time is listed twice' }, 'timetable')).toBe('The same weekday and time is listed twice');
    expect(errorUnder({ name: 'x' }, 'timetable')).toBeUndefined();
  });
});
