import type { QueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import type { QueryKeyRoots } from '../shell/module-manifest';
import { frontendModules } from '../shell/modules';

// Which TanStack Query keys a change topic makes stale: each module's manifest names its topics' key roots
// (shell/modules.ts), the shell those of the topics no module owns yet. Every topic has keys (a unit test checks).
const shellTopicKeys: Partial<Record<LiveTopic, QueryKeyRoots>> = {
  // ['users'] is the root of every per-user key: the user, their colors and their permissions.
  users: [['users']],
};

export const topicQueryKeys: Readonly<Partial<Record<LiveTopic, QueryKeyRoots>>> = mergeTopicKeys([
  shellTopicKeys,
  ...frontendModules.map((module) => module.topicKeys),
]);

function mergeTopicKeys(tables: readonly Partial<Record<LiveTopic, QueryKeyRoots>>[]): Partial<Record<LiveTopic, QueryKeyRoots>> {
  const merged: Partial<Record<LiveTopic, QueryKeyRoots>> = {};
  for (const table of tables) {
    for (const [topic, keys] of Object.entries(table) as [LiveTopic, QueryKeyRoots][]) merged[topic] = [...(merged[topic] ?? []), ...keys];
  }
  return merged;
}

// Topics that change someone's effective permissions: the local permission cache (SPEC §6.4) must not answer for them.
export const permissionChangingTopics: ReadonlySet<LiveTopic> = new Set<LiveTopic>(['users', 'permission-groups']);

export function queryKeysForTopic(topic: LiveTopic): readonly (readonly unknown[])[] {
  return topicQueryKeys[topic] ?? [];
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
