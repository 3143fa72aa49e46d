import { describe, expect, it } from 'vitest';
import { eventTypeLabel, fieldLabel, valueText } from './audit-labels';

describe('audit labels', () => {
  it('words event types and field paths as sentences', () => {
    expect(eventTypeLabel('AppointmentMovedIn')).toBe('Appointment moved in');
    expect(eventTypeLabel('SignInFailed')).toBe('Sign in failed');
    expect(fieldLabel('items.0.startsAt')).toBe('Items › 1 › starts at');
    expect(fieldLabel('status')).toBe('Status');
  });

  it('shows instants in the given format and everything else as text', () => {
    const format = (iso: string) => `at ${iso.slice(11, 16)}`;
    expect(valueText('2026-12-02T16:00:00.000Z', format)).toBe('at 16:00');
    expect(valueText('booked', format)).toBe('booked');
    expect(valueText(null, format)).toBe('—');
    expect(valueText({ a: 1 }, format)).toBe('{"a":1}');
  });
});
