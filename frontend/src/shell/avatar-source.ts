// SPEC §2.6: the avatar is the profile picture, else a placeholder image, else the initials. The placeholder
// stands in for a picture that fails to load; a user with no picture sees their initials.
export const AVATAR_PLACEHOLDER_URL = '/avatar-placeholder.svg';

export type AvatarSource = { kind: 'image'; url: string } | { kind: 'initials' };

// failed: the image URLs that already failed to load in this browser.
export function avatarSource(profilePicture: string | null | undefined, failed: ReadonlySet<string>): AvatarSource {
  if (!profilePicture) return { kind: 'initials' };
  if (!failed.has(profilePicture)) return { kind: 'image', url: profilePicture };
  if (!failed.has(AVATAR_PLACEHOLDER_URL)) return { kind: 'image', url: AVATAR_PLACEHOLDER_URL };
  return { kind: 'initials' };
}
