// The placeholders a note template may hold, written in braces ("Hi {client first name}"), and the sample
// values the editor's preview fills them with. When a note is written from a template, the real values
// (the appointment's client, service, time, staff member and location) take their place.
export const noteTemplatePlaceholders = [
  'client first name',
  'client last name',
  'service',
  'date',
  'time',
  'staff first name',
  'location',
] as const;
export type NoteTemplatePlaceholder = (typeof noteTemplatePlaceholders)[number];

export const samplePlaceholderValues: Readonly<Record<NoteTemplatePlaceholder, string>> = {
  'client first name': 'Jordan',
  'client last name': 'Rivera',
  service: 'Women’s Cut',
  date: 'Tue, Mar 3',
  time: '10:30 AM',
  'staff first name': 'Maya',
  location: 'Downtown',
};

const placeholderPattern = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is NoteTemplatePlaceholder => (noteTemplatePlaceholders as readonly string[]).includes(name);

// The braces in a body that name no placeholder, each once. Example: unknownPlaceholders('Hi {first}') → ['first']
export function unknownPlaceholders(body: string): string[] {
  const names = [...body.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isPlaceholder(name.trim().toLowerCase())))];
}

// The body with each placeholder replaced by its value (case and spaces inside the braces do not matter).
// Example: fillPlaceholders('Hi {Client First Name}', samplePlaceholderValues) === 'Hi Jordan'
export function fillPlaceholders(body: string, values: Readonly<Record<NoteTemplatePlaceholder, string>>): string {
  return body.replace(placeholderPattern, (whole, name: string) => {
    const key = name.trim().toLowerCase();
    return isPlaceholder(key) ? values[key] : whole;
  });
}
