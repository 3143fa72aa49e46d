// The profile's notes with their history: a placeholder until the notes part fills it in.
export function ClientNotes(_props: { clientId: string }) {
  return null;
}
