import { createHash } from 'node:crypto';

export const userStream = (userId: string) => `user-${userId}`;
export const permissionGroupStream = (groupId: string) => `permission-group-${groupId}`;

// client-email and client-phone: a client typed while booking (the phone in E.164), so two desks typing the
// same new client at once create one.
export type UniqueValueKind = 'username' | 'email' | 'group-name' | 'client-email' | 'client-phone';

// The value is hashed so stream names carry no e-mail address and no odd characters.
export function uniqueValueStream(kind: UniqueValueKind, value: string): string {
  return `unique-${kind}-${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}
