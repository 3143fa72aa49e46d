import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentList, AppointmentsPatch, Hold } from '@chairside/shared/appointments/appointment-dto';
import { appointment, ava, item, liam } from './appointment-fixtures';
import { patchAppointmentList } from './appointments-queries';
import { applyChange } from '../../live/topic-patchers';

const monday = '2026-11-23';
const haircut = appointment({ id: 'a-1', items: [item({ startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' })] });
const colour = appointment({
  id: 'a-2',
  items: [item({ staffId: liam.id, staffName: liam.name, startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z' })],
});
const hold = (id: string, expiresAt: string): Hold => ({
  id,
  locationId: 'location-1',
  date: monday,
  startsAt: '2026-11-23T18:00:00.000Z',
  endsAt: '2026-11-23T19:00:00.000Z',
  expiresAt,
  items: [
    {
      serviceId: 'service-haircut',
      staffId: ava.id,
      roomId: null,
      deviceId: null,
      startsAt: '2026-11-23T18:00:00.000Z',
      endsAt: '2026-11-23T19:00:00.000Z',
    },
  ],
});
const patch = (changes: Partial<AppointmentsPatch>): AppointmentsPatch => ({ appointments: [], holds: [], removedIds: [], ...changes });
const dayKey = ['appointments', 'location-1', monday, monday, null] as const;
const now = Date.parse('2026-11-23T12:00:00.000Z');

describe('an appointments patch taken into a cached calendar list', () => {
  it('adds a new booking in start order and replaces a changed one in place of its old copy', () => {
    const list: AppointmentList = { appointments: [haircut], holds: [] };
    expect(patchAppointmentList(list, dayKey, patch({ appointments: [colour] }), now).appointments.map(({ id }) => id)).toEqual([
      'a-2',
      'a-1',
    ]);
    const cancelled = { ...haircut, status: 'cancelled' as const };
    expect(patchAppointmentList(list, dayKey, patch({ appointments: [cancelled] }), now).appointments).toEqual([cancelled]);
  });

  it('drops what moved to another day, location or staff member, and what is gone', () => {
    const list: AppointmentList = { appointments: [haircut, colour], holds: [hold('h-1', '2026-11-23T12:05:00.000Z')] };
    expect(
      patchAppointmentList(list, dayKey, patch({ appointments: [{ ...haircut, date: '2026-11-24' }] }), now).appointments.map(
        ({ id }) => id,
      ),
    ).toEqual(['a-2']);
    expect(
      patchAppointmentList(list, dayKey, patch({ appointments: [{ ...haircut, locationId: 'location-2' }] }), now).appointments.map(
        ({ id }) => id,
      ),
    ).toEqual(['a-2']);
    const avasDay = ['appointments', 'location-1', monday, monday, ava.id] as const;
    expect(
      patchAppointmentList({ appointments: [haircut], holds: [] }, avasDay, patch({ appointments: [colour] }), now).appointments.map(
        ({ id }) => id,
      ),
    ).toEqual(['a-1']);
    expect(patchAppointmentList(list, dayKey, patch({ removedIds: ['h-1', 'a-1'] }), now)).toEqual({ appointments: [colour], holds: [] });
  });

  it('takes in a live hold and leaves out one already expired', () => {
    const list: AppointmentList = { appointments: [], holds: [] };
    expect(
      patchAppointmentList(list, dayKey, patch({ holds: [hold('h-1', '2026-11-23T12:05:00.000Z')] }), now).holds.map(({ id }) => id),
    ).toEqual(['h-1']);
    expect(patchAppointmentList(list, dayKey, patch({ holds: [hold('h-1', '2026-11-23T11:55:00.000Z')] }), now).holds).toEqual([]);
  });
});

describe('a change notice from the socket', () => {
  const client = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(dayKey, { appointments: [haircut], holds: [] });
    queryClient.setQueryData(['appointment', 'a-1'], { ...haircut, timeline: [] });
    queryClient.setQueryData(['availability', 'location-1', monday], []);
    return queryClient;
  };

  it('patches the calendar lists without reading them again, and marks the topic’s other reads stale', async () => {
    const queryClient = client();
    await applyChange(queryClient, { topic: 'appointments', patch: patch({ appointments: [colour] }) });
    expect(queryClient.getQueryData<AppointmentList>(dayKey)?.appointments.map(({ id }) => id)).toEqual(['a-2', 'a-1']);
    expect(queryClient.getQueryState(dayKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['appointment', 'a-1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['availability', 'location-1', monday])?.isInvalidated).toBe(true);
  });

  it('reads again when the notice carries no patch, or one it does not understand', async () => {
    for (const message of [{ topic: 'appointments' as const }, { topic: 'appointments' as const, patch: { appointments: 'not a list' } }]) {
      const queryClient = client();
      await applyChange(queryClient, message);
      expect(queryClient.getQueryData<AppointmentList>(dayKey)?.appointments).toEqual([haircut]);
      expect(queryClient.getQueryState(dayKey)?.isInvalidated).toBe(true);
    }
  });

  it('takes the patches heard while the day is being read into its answer, also when notices come faster than a read', async () => {
    vi.useFakeTimers();
    try {
      // The day read takes 50 ms and answers with the diary as it was when the read began.
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      let reads = 0;
      const observer = new QueryObserver<AppointmentList>(queryClient, {
        queryKey: dayKey,
        queryFn: ({ signal }) => {
          reads += 1;
          return new Promise<AppointmentList>((resolve, reject) => {
            const timer = setTimeout(() => resolve({ appointments: [haircut], holds: [] }), 50);
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new DOMException('aborted', 'AbortError'));
            });
          });
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(60);
      // The day is read again (the desk's own command, a reconnect), and a booking's notice comes every 20 ms meanwhile.
      void queryClient.refetchQueries({ queryKey: dayKey, exact: true });
      const shown = () => queryClient.getQueryData<AppointmentList>(dayKey)?.appointments.map(({ id }) => id);
      for (let elapsed = 0; elapsed < 300; elapsed += 20) {
        void applyChange(queryClient, { topic: 'appointments', patch: patch({ appointments: [colour] }) });
        await vi.advanceTimersByTimeAsync(20);
        if (elapsed === 100) expect(shown()).toEqual(['a-2', 'a-1']);
      }
      expect(shown()).toEqual(['a-2', 'a-1']);
      // The first read and the one in flight: the notices added none.
      expect(reads).toBe(2);
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
