// Events of a note template stream (`notetemplate-<templateId>`). A permanent contract: add versions, never edit history.
export type NoteTemplateCreated = { type: 'NoteTemplateCreated'; data: { templateId: string; name: string; body: string } };
export type NoteTemplateChanged = { type: 'NoteTemplateChanged'; data: { templateId: string; name: string; body: string } };
export type NoteTemplateArchived = { type: 'NoteTemplateArchived'; data: { templateId: string } };
export type NoteTemplateRestored = { type: 'NoteTemplateRestored'; data: { templateId: string } };
export type NoteTemplateEvent = NoteTemplateCreated | NoteTemplateChanged | NoteTemplateArchived | NoteTemplateRestored;
export const noteTemplateEventTypes = [
  'NoteTemplateCreated',
  'NoteTemplateChanged',
  'NoteTemplateArchived',
  'NoteTemplateRestored',
] as const;
export const noteTemplateStream = (templateId: string) => `notetemplate-${templateId}`;
