import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '../event-store/event-store';
import { sealingCacheMs, type DataKeys, type KeyState } from './data-keys';

type Data = Record<string, unknown>;

// What of an event type is personal: whose it is (the subject whose key seals it; null: nobody's, left
// plain), which fields of `data` are sealed, and what they read as once that key is destroyed.
export type SealRule = {
  subject(event: { stream: string; data: Data }): string | null;
  fields: readonly string[];
  redacted(event: { stream: string; data: Data }): Data;
};
export type SealRegistry = Readonly<Record<string, SealRule>>;

// The sealed fields leave `data` and travel as one AES-256-GCM ciphertext under `$sealed`, with the
// subject and the field names (not personal) beside it: { s, f, d: base64(iv | ciphertext | tag) }.
export const sealedKey = '$sealed';
type Envelope = { s: string; f: string[]; d: string };

const envelopeOf = (data: Data): Envelope | null => {
  const value = data[sealedKey] as Envelope | undefined;
  return value && typeof value === 'object' && typeof value.s === 'string' && typeof value.d === 'string' ? value : null;
};

// The ciphertext is bound to its event: moved to another event or subject, it no longer opens.
const aad = (subject: string, type: string, id: string) => Buffer.from(`${subject}\u0000${type}\u0000${id}`);

function sealOne(stream: string, event: NewEvent, rule: SealRule, subject: string, key: KeyState): NewEvent {
  const present = rule.fields.filter((field) => field in event.data);
  if (present.length === 0) return event;
  const rest: Data = {};
  const personal: Data = {};
  for (const [field, value] of Object.entries(event.data)) (present.includes(field) ? personal : rest)[field] = value;
  // A subject already erased: what would be sealed is written as it reads after erasure, never in plain.
  if (key === null) return { ...event, data: { ...rest, ...pick(rule.redacted({ stream, data: event.data }), present) } };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(subject, event.type, event.id));
  const body = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
  const envelope: Envelope = { s: subject, f: present, d: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64') };
  return { ...event, data: { ...rest, [sealedKey]: envelope } };
}

const pick = (data: Data, fields: readonly string[]): Data => Object.fromEntries(fields.map((field) => [field, data[field]]));

// What this process opened lately, by event: every read model of a process reads every event, so each
// sealed event would be decrypted once per read model. Used only when the subject's key is live in the
// table as read for the very page being opened (so an erased subject's fields never come from it) and the
// ciphertext is the one opened; gone after the sealing cache's 60 s, as the keys it was opened with.
type Opened = { d: string; plain: string; at: number };
const openedCacheSize = 20_000;

function openOne<E extends RecordedEvent>(
  event: E,
  registry: SealRegistry,
  keys: Map<string, KeyState>,
  opened: Map<string, Opened>,
  now: number,
): E {
  const envelope = envelopeOf(event.data);
  const rule = registry[event.type];
  if (!envelope) {
    // Written in plain before sealing existed: it too reads as erased once its subject is.
    const subject = rule?.subject(event);
    if (rule && subject && keys.get(subject) === null)
      return { ...event, data: { ...event.data, ...pick(rule.redacted(event), rule.fields) } };
    return event;
  }
  const { [sealedKey]: _sealed, ...rest } = event.data;
  const key = keys.get(envelope.s);
  if (!key) {
    const redacted = rule ? rule.redacted({ stream: event.stream, data: rest }) : {};
    return { ...event, data: { ...rest, ...Object.fromEntries(envelope.f.map((field) => [field, redacted[field] ?? ''])) } };
  }
  // The ciphertext is bound to the event's id and type and to its subject (aad): all four name what it opens to.
  const cacheKey = `${event.id}\u0000${event.type}\u0000${envelope.s}`;
  const known = opened.get(cacheKey);
  if (known && known.d === envelope.d) return { ...event, data: { ...rest, ...(JSON.parse(known.plain) as Data) } };
  const raw = Buffer.from(envelope.d, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(aad(envelope.s, event.type, event.id));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  if (opened.size >= openedCacheSize) opened.clear();
  opened.set(cacheKey, { d: envelope.d, plain, at: now });
  return { ...event, data: { ...rest, ...(JSON.parse(plain) as Data) } };
}

// Insertion order is age order: the expired go first.
function forgetExpired(opened: Map<string, Opened>, now: number): void {
  for (const [id, entry] of opened) {
    if (now - entry.at < sealingCacheMs) return;
    opened.delete(id);
  }
}

export type Sealer = {
  seal(appends: readonly { stream: string; events: readonly NewEvent[] }[]): Promise<NewEvent[][]>;
  open<E extends RecordedEvent>(events: readonly E[]): Promise<E[]>;
};

export function createSealer(keys: DataKeys, registry: SealRegistry, options: { now?: () => number } = {}): Sealer {
  const now = options.now ?? Date.now;
  const opened = new Map<string, Opened>();
  return {
    async seal(appends) {
      const subjects = new Map<NewEvent, string>();
      for (const { stream, events } of appends)
        for (const event of events) {
          const subject = registry[event.type]?.subject({ stream, data: event.data });
          if (subject) subjects.set(event, subject);
        }
      if (subjects.size === 0) return appends.map((append) => [...append.events]);
      const found = await keys.forSealing([...new Set(subjects.values())]);
      return appends.map(({ stream, events }) =>
        events.map((event) => {
          const subject = subjects.get(event);
          const rule = registry[event.type];
          return subject && rule ? sealOne(stream, event, rule, subject, found.get(subject) ?? null) : event;
        }),
      );
    },
    async open(events) {
      const subjects = new Set<string>();
      for (const event of events) {
        const envelope = envelopeOf(event.data);
        if (envelope) subjects.add(envelope.s);
        else {
          const subject = registry[event.type]?.subject(event);
          if (subject) subjects.add(subject);
        }
      }
      if (subjects.size === 0) return [...events];
      const found = await keys.forOpening([...subjects]);
      const at = now();
      forgetExpired(opened, at);
      return events.map((event) => openOne(event, registry, found, opened, at));
    },
  };
}
