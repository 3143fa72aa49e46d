import { createHash, randomUUID } from 'node:crypto';

// A UUID (version 8, RFC 9562: application-defined) derived from a text: the same text, the same id.
export function derivedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// The ids a command creates, in the order it asks for them. Under a command id (an Idempotency-Key) they
// are derived from it, so a retry of the same request names the same appointment, client or group, and
// finds what the first run wrote; without one they are random.
export function commandIds(commandId: string | undefined): () => string {
  if (!commandId) return randomUUID;
  let next = 0;
  return () => derivedUuid(`${commandId}:${next++}`);
}
