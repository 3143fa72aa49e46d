// A client's note was written, revised, restored or deleted (the profile's notes, the appointment's notes,
// the alerts on the calendar and at checkout).
export const clientNoteTopics = ['client-notes'] as const;
