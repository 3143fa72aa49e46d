import { describe, expect, it } from 'vitest';
import { presetRange } from './report-ranges';

describe('report date presets', () => {
  // 03:30Z on Sunday 2026-11-01 is still Saturday October 31 in Chicago, and already Sunday in UTC.
  const now = new Date('2026-11-01T03:30:00.000Z');

  it('reads today on the location’s clock', () => {
    expect(presetRange('today', now, 'America/Chicago')).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(presetRange('today', now, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('starts a week on the business’s first day of the week and a month on its first day, and counts the last 30 days with today', () => {
    expect(presetRange('this_week', now, 'America/Chicago')).toEqual({ from: '2026-10-26', to: '2026-10-31' });
    // Saturday October 31 in a business whose weeks start on Sunday: the week began on October 25.
    expect(presetRange('this_week', now, 'America/Chicago', 7)).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    expect(presetRange('this_week', now, 'America/Chicago', 6)).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(presetRange('this_month', now, 'America/Chicago')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last_30_days', now, 'America/Chicago')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
  });
});
