import type { QueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '@chairside/shared/live/live-topics';

// Which TanStack Query keys a change topic makes stale. Modules add their topics here.
export const topicQueryKeys: Record<LiveTopic, readonly (readonly unknown[])[]> = {
  'business-settings': [['business-settings']],
  locations: [['locations']],
  // ['users'] is the root of every per-user key: the user, their colors and their permissions.
  users: [['users']],
  // A group's permissions feed every member's effective permissions.
  'permission-groups': [['permission-groups'], ['users']],
  // Categories, services and who performs them.
  services: [['services'], ['service-categories']],
  rooms: [['rooms']],
  devices: [['devices']],
  // Sessions are expanded from the class timetables.
  classes: [['classes'], ['class-sessions']],
  // Names and colors of the team also show on the schedule screens.
  staff: [['staff'], ['staff-schedules']],
  // ['staff-schedule'] is the root of every per-person key ['staff-schedule', id].
  'staff-schedules': [['staff-schedules'], ['staff-schedule']],
  // ['appointment'] is the root of every ['appointment', id] (the details drawer); free time and the
  // dashboard's counts follow the calendar.
  appointments: [['appointments'], ['appointment'], ['availability'], ['appointments-today']],
  // The dashboard counts the waitlist's offers.
  waitlist: [['waitlist'], ['appointments-today']],
  clients: [['clients']],
  // ['public-booking', 'slots', locationId, ...] are the /booking page's slot lists.
  'booking-slots': [['public-booking', 'slots']],
  // The public page's info and settings, and the design form.
  'booking-design': [['public-booking', 'info'], ['booking-design']],
};

// Topics that change someone's effective permissions: the local permission cache (SPEC §6.4) must not answer for them.
export const permissionChangingTopics: ReadonlySet<LiveTopic> = new Set<LiveTopic>(['users', 'permission-groups']);

export function queryKeysForTopic(topic: LiveTopic): readonly (readonly unknown[])[] {
  return topicQueryKeys[topic];
}

// The query keys of some topics, each once. Example: keysForTopics(['staff']) → [['staff'], ['staff-schedules']]
export function keysForTopics(topics: readonly LiveTopic[]): readonly (readonly unknown[])[] {
  const seen = new Map<string, readonly unknown[]>();
  for (const key of topics.flatMap((topic) => queryKeysForTopic(topic))) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

// Marks every read under those topics stale: a change notice from the socket, or a command this browser sent.
export async function refreshTopics(queryClient: QueryClient, topics: readonly LiveTopic[]): Promise<void> {
  await Promise.all(keysForTopics(topics).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
