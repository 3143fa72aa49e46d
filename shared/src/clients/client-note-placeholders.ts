import { fillPlaceholders, noteTemplatePlaceholders, type NoteTemplatePlaceholder } from '../note-templates/note-template-placeholders';

export type KnownPlaceholders = Partial<Record<NoteTemplatePlaceholder, string>>;

// A template's text for a note: each placeholder whose value is known filled in, the others left as typed
// (a profile note written outside a visit keeps "{service}" for the writer to complete), whatever the case
// and spaces inside the braces.
// Example: fillKnownPlaceholders('Hi {Client First Name}, your {service}', { 'client first name': 'Noa' }) === 'Hi Noa, your {service}'
export function fillKnownPlaceholders(body: string, known: KnownPlaceholders): string {
  const values = Object.fromEntries(noteTemplatePlaceholders.map((name) => [name, known[name] ?? `{${name}}`])) as Record<
    NoteTemplatePlaceholder,
    string
  >;
  return fillPlaceholders(body, values);
}
