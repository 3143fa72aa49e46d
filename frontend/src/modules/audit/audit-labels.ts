// How the audit screen words what the log records.

// Example: eventTypeLabel('AppointmentMovedIn') === 'Appointment moved in'
export function eventTypeLabel(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Example: fieldLabel('items.0.startsAt') === 'Items › 1 › starts at'
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part, index) => {
      const text = /^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      return index === 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    })
    .join(' › ');
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// A value of a state or a change as a person reads it: instants in the location's zone, the rest as text.
export function valueText(value: unknown, formatInstant: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return instantPattern.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export const sourceLabels: Record<string, string> = { api: 'Screen or API', worker: 'Background job', import: 'Import', seed: 'Demo data' };
