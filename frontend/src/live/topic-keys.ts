// Which TanStack Query keys a change topic makes stale. Modules add their topics here.
export const topicQueryKeys: Record<string, readonly (readonly unknown[])[]> = {
  'business-settings': [['business-settings']],
  locations: [['locations']],
};

export function queryKeysForTopic(topic: string): readonly (readonly unknown[])[] {
  return topicQueryKeys[topic] ?? [];
}
