// A note template was created, changed, archived or restored (/note-templates).
export const noteTemplateTopics = ['note-templates'] as const;
