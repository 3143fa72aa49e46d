import { FALLBACK_DISPLAY_NAME, INITIALS_FALLBACK } from '../constants';

type Named = { firstName?: string | null; lastName?: string | null };

// By code point, so a name starting with an emoji or an astral letter is not cut in half.
function firstLetter(name: string | null | undefined): string {
  return [...(name?.trim() ?? '')][0] ?? '';
}

// SPEC §9: first letter of the first and last name, uppercased; "??" when both are missing.
// Example: initials({ firstName: 'avery', lastName: 'Admin' }) === 'AA'
export function initials(person: Named | null | undefined): string {
  const first = firstLetter(person?.firstName);
  const last = firstLetter(person?.lastName);
  const letters = `${first}${last}`.toUpperCase();
  return letters || INITIALS_FALLBACK;
}

// Example: displayName({ firstName: 'Avery', lastName: 'Admin' }) === 'Avery Admin'; displayName(null) === 'Unknown User'
export function displayName(person: Named | null | undefined): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || FALLBACK_DISPLAY_NAME;
}
