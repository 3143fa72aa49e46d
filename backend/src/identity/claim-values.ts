import { normalizePhone } from '@chairside/shared/format/phone-format';

// The values claims are made for, as the owners' events name them: what the one-time renaming of the old
// claim streams (personal-data/seal-history.ts) matches their SHA-256 names against. Phones both as typed
// and in E.164 (claims were made from the normalised number).
export function claimValues(event: { type: string; data: Record<string, unknown> }): string[] {
  const text = (value: unknown) => (typeof value === 'string' ? [value] : []);
  const phone = (value: unknown) => (typeof value === 'string' && value.trim() ? [value, normalizePhone(value) ?? value] : []);
  const { data } = event;
  switch (event.type) {
    case 'ClientRegistered':
    case 'ClientDetailsChanged':
      return [...text(data.email), ...phone(data.phone)];
    case 'ClientsMerged': {
      const survivor = (data.survivor ?? {}) as Record<string, unknown>;
      return [...text(survivor.email), ...phone(survivor.phone)];
    }
    case 'UserRegistered':
      return [...text(data.username), ...text(data.email)];
    case 'UserProfileUpdated':
      return text(data.email);
    case 'PermissionGroupCreated':
    case 'PermissionGroupUpdated':
      return text(data.name);
    default:
      return [];
  }
}
