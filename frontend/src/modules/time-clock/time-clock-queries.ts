import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { myClockSchema, onTheClockSchema, timesheetsSchema } from '@chairside/shared/time-clock/time-clock-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the time clock; the 'time-clock' topic refreshes every one of them.
export const timeClockRoot = ['time-clock'] as const;

export const timeClockQueries = {
  status: () =>
    queryOptions({
      queryKey: [...timeClockRoot, 'status'],
      queryFn: () => apiRequest('/api/time-clock/status', { schema: myClockSchema }),
    }),
  board: (locationId: string) =>
    queryOptions({
      queryKey: [...timeClockRoot, 'board', locationId],
      queryFn: () => apiRequest(withQuery('/api/time-clock/board', { locationId }), { schema: z.array(onTheClockSchema) }),
    }),
  // A pay period's timesheets, by any day in it (today's period when null).
  timesheets: (date: string | null) =>
    queryOptions({
      queryKey: [...timeClockRoot, 'timesheets', date],
      queryFn: () => apiRequest(withQuery('/api/time-clock/timesheets', { date }), { schema: timesheetsSchema }),
    }),
};
