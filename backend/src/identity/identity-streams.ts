import { createHash } from 'node:crypto';

export const userStream = (userId: string) => `user-${userId}`;
export const permissionGroupStream = (groupId: string) => `permission-group-${groupId}`;

export type UniqueValueKind = 'username' | 'email' | 'group-name';

// The value is hashed so stream names carry no e-mail address and no odd characters.
export function uniqueValueStream(kind: UniqueValueKind, value: string): string {
  return `unique-${kind}-${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}
