export const identityTopics = ['users', 'permission-groups'] as const;
