import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveTopics } from '@chairside/shared/live/live-topics';
import { keysForTopics, refreshTopics } from '../live/topic-keys';
import { entityPath, saveRequest } from './use-command';

describe('what a command reads again', () => {
  it('is the query keys of the topics it changes, from the socket’s table, each once', () => {
    expect(keysForTopics(['staff'])).toEqual([['staff'], ['staff-schedules']]);
    // Both topics refresh the dashboard's counts; they are read again once.
    expect(keysForTopics(['appointments', 'waitlist'])).toEqual([
      ['appointments'],
      ['appointment'],
      ['availability'],
      ['appointments-today'],
      ['clients', 'visits'],
      ['clients', 'summary'],
      ['waitlist'],
    ]);
    expect(keysForTopics([])).toEqual([]);
  });

  it('includes free time whenever appointments change (the booking dialog once left it out)', () => {
    expect(keysForTopics(['appointments'])).toContainEqual(['availability']);
  });

  it('marks every query under those keys stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    for (const key of [
      ['staff', 'list', { locationId: 'a' }],
      ['staff-schedule', 'p1'],
      ['services', { includeArchived: false }],
    ])
      queryClient.setQueryData(key, 1);
    await refreshTopics(queryClient, ['staff', 'staff-schedules']);
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey[0], query.state.isInvalidated]);
    expect(stale).toEqual([
      ['staff', true],
      ['staff-schedule', true],
      ['services', false],
    ]);
  });

  it('knows a key for every topic', () => {
    for (const topic of liveTopics) expect(keysForTopics([topic]).length).toBeGreaterThan(0);
  });
});

describe('entity paths', () => {
  it('encode the id and add the action; a save without an id adds', () => {
    expect(entityPath('/api/services', 'a b', 'archive')).toBe('/api/services/a%20b/archive');
    expect(entityPath('/api/rooms', 'r1')).toBe('/api/rooms/r1');
    expect(saveRequest('/api/classes', null, { name: 'Yoga' })).toEqual({ path: '/api/classes', method: 'POST', body: { name: 'Yoga' } });
    expect(saveRequest('/api/classes', 'c1', { name: 'Yoga' })).toEqual({ path: '/api/classes/c1', method: 'PUT', body: { name: 'Yoga' } });
  });
});
