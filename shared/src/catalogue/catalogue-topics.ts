export const catalogueTopics = ['services', 'rooms', 'devices', 'classes'] as const;
