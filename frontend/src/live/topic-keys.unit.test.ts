import { describe, expect, it } from 'vitest';
import { permissionChangingTopics, queryKeysForTopic } from './topic-keys';
import { liveTopics } from '@chairside/shared/live/live-topics';

describe('topics of the identity slice', () => {
  it('refreshes every per-user read when a user changes', () => {
    // ['users'] is a prefix of ['users', id], ['users', id, 'permissions'] and ['users', id, 'color-preferences'].
    expect(queryKeysForTopic('users')).toEqual([['users']]);
  });

  it('refreshes the groups and every user’s effective permissions when a group changes', () => {
    expect(queryKeysForTopic('permission-groups')).toEqual([['permission-groups'], ['users']]);
  });

  it('bypasses the local permission cache for both', () => {
    expect([...permissionChangingTopics].sort()).toEqual(['permission-groups', 'users']);
    expect(permissionChangingTopics.has('locations')).toBe(false);
  });
});

describe('topics of the team screens', () => {
  it('refresh the staff lists, and the schedules that show names and colors', () => {
    expect(queryKeysForTopic('staff')).toEqual([['staff'], ['staff-schedules']]);
  });

  it('refresh the team weeks and every person’s schedule when a schedule changes', () => {
    // ['staff-schedule'] is a prefix of each ['staff-schedule', id].
    expect(queryKeysForTopic('staff-schedules')).toEqual([['staff-schedules'], ['staff-schedule']]);
  });
});

describe('topics of the calendar', () => {
  it('refresh the calendar, every open appointment, free time and the dashboard when an appointment changes', () => {
    expect(queryKeysForTopic('appointments')).toEqual([
      ['appointments'],
      ['appointment'],
      ['availability'],
      ['appointments-today'],
      // A client profile's visits and last visit.
      ['clients', 'visits'],
      ['clients', 'summary'],
    ]);
  });

  it('refresh the waitlist and the dashboard’s offer count when the waitlist changes', () => {
    expect(queryKeysForTopic('waitlist')).toEqual([['waitlist'], ['appointments-today']]);
    expect(queryKeysForTopic('clients')).toEqual([['clients']]);
  });
});

describe('the topic table built from the module manifests', () => {
  it('names key roots for every live topic', () => {
    for (const topic of liveTopics) expect(queryKeysForTopic(topic).length, topic).toBeGreaterThan(0);
  });
});
