export const clientTopics = ['clients'] as const;
