import type { AddTimeEntryInput, ClockAction, ClockInInput, EditTimeEntryInput } from '@chairside/shared/time-clock/time-clock-dto';
import { entityPath, useCommand } from '../../../commands/use-command';

export const useClockIn = () =>
  useCommand({
    request: (input: ClockInInput) => ({ path: '/api/time-clock/clock-in', method: 'POST', body: input }),
    topics: ['time-clock'],
  });

// Start or end a break, or clock out: yourself, or (a manager) the staff member named.
export const useClockAction = () =>
  useCommand({
    request: ({ action, staffId }: { action: ClockAction; staffId?: string }) => ({
      path: `/api/time-clock/${action}`,
      method: 'POST',
      body: staffId ? { staffId } : {},
    }),
    topics: ['time-clock'],
  });

export const useEditTimeEntry = () =>
  useCommand({
    request: ({ entryId, input }: { entryId: string; input: EditTimeEntryInput }) => ({
      path: entityPath('/api/time-clock/entries', entryId),
      method: 'PUT',
      body: input,
    }),
    topics: ['time-clock'],
  });

// A manager's entry for someone who forgot to clock in.
export const useAddTimeEntry = () =>
  useCommand({
    request: (input: AddTimeEntryInput) => ({ path: '/api/time-clock/entries', method: 'POST', body: input }),
    topics: ['time-clock'],
  });
