import { formatDate } from '@chairside/shared/format/date-format';

// "Nov 22, 2026 to Dec 5, 2026": a period's days as the screen names them.
export const periodText = (period: { start: string; end: string }) =>
  `${formatDate(`${period.start}T12:00:00Z`, 'UTC')} to ${formatDate(`${period.end}T12:00:00Z`, 'UTC')}`;
