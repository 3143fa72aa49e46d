// Which entities an event names, for the audit log: an entity's events are those that name its id, wherever
// they are stored (an appointment's in its day books, a location's in the business stream).

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEntityId = (value: unknown): boolean => typeof value === 'string' && uuidPattern.test(value);

const maxIds = 32;

// The stream's own id when the stream is one entity's (`client-<uuid>`), else null (`daybook-<location>-<day>`).
export function streamEntityId(stream: string): string | null {
  const dash = stream.indexOf('-');
  const rest = dash < 0 ? '' : stream.slice(dash + 1);
  // `permission-group-<uuid>`: the id is the stream's last 36 characters.
  const tail = rest.slice(-36);
  return isEntityId(tail) && (rest.length === 36 || rest.charAt(rest.length - 37) === '-') ? tail : null;
}

// The ids an event's data names under keys ending in Id or Ids, at any depth (a sale's lines name their
// services and staff). A `locationId` counts only in the business stream, where locations live: every day
// book, sale and shift names its location, and a location's timeline is its own changes, not every visit.
export function namedEntityIds(category: string, data: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string, depth: number) => {
    if (found.size >= maxIds || depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, depth + 1);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) visit(inner, name, depth + 1);
      return;
    }
    if (!isEntityId(value) || !/(Id|Ids)$/.test(key)) return;
    if (key === 'locationId' && category !== 'business') return;
    found.add((value as string).toLowerCase());
  };
  visit(data, '', 0);
  return [...found];
}

// Every entity an event is about: its stream's own and those its data names.
export function eventEntityIds(stream: string, data: unknown): string[] {
  const category = stream.slice(0, Math.max(0, stream.indexOf('-')));
  const own = streamEntityId(stream);
  const named = namedEntityIds(category, data);
  return own && !named.includes(own.toLowerCase()) ? [own.toLowerCase(), ...named] : named;
}

// The top-level `<something>Id` of the data, by key: the backend picks the event's main entity from them.
export function topLevelIds(data: Record<string, unknown>): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) if (key.endsWith('Id') && isEntityId(value)) ids[key] = (value as string).toLowerCase();
  return ids;
}
