// Events of a client note stream (`clientnote-<noteId>`). A permanent contract: add versions, never edit history.
// Every version of a note is an event: the first is ClientNoteAdded (version 1), each change or restore a
// ClientNoteRevised with the next version number; who wrote it and when are the event's metadata (userId,
// occurredAt). Deleting hides the note but keeps every version (docs/decisions.md "Clients").
// The text is the client's personal data: `clientId` names the subject whose key seals it.
export type ClientNoteVersionData = {
  clientId: string;
  noteId: string;
  // The appointment the note was written for (shown on the appointment and on the client's profile), or null.
  appointmentId: string | null;
  version: number;
  text: string;
  // A pinned note is an alert (an allergy, a warning): shown on the calendar block and at checkout.
  pinned: boolean;
  // The version whose text and pin this one brought back, or null for a version written anew.
  restoredFromVersion: number | null;
};
export type ClientNoteAdded = { type: 'ClientNoteAdded'; data: ClientNoteVersionData };
export type ClientNoteRevised = { type: 'ClientNoteRevised'; data: ClientNoteVersionData };
export type ClientNoteDeleted = { type: 'ClientNoteDeleted'; data: { clientId: string; noteId: string } };

export type ClientNoteEvent = ClientNoteAdded | ClientNoteRevised | ClientNoteDeleted;
export const clientNoteEventTypes = ['ClientNoteAdded', 'ClientNoteRevised', 'ClientNoteDeleted'] as const;
export const clientNoteStream = (noteId: string) => `clientnote-${noteId}`;
