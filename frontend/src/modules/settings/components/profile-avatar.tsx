import { useState } from 'react';
import { initials } from '@chairside/shared/format/name-format';

type ProfileAvatarProps = { firstName: string; lastName: string; picture: string };

// The avatar as the header shows it (SPEC §2.6): the picture, else the initials. A picture that
// fails to load falls back to the initials too, so a mistyped URL is visible before saving.
export function ProfileAvatar({ firstName, lastName, picture }: ProfileAvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = picture.trim();
  const showPicture = /^https?:\/\//i.test(url) && brokenUrl !== url;
  return (
    <figure className="settings-avatar-preview" aria-label="Avatar preview">
      {showPicture ? (
        <img className="settings-avatar" src={url} alt="Profile picture preview" onError={() => setBrokenUrl(url)} />
      ) : (
        <span className="settings-avatar settings-avatar-initials" role="img" aria-label={`Initials ${initials({ firstName, lastName })}`}>
          {initials({ firstName, lastName })}
        </span>
      )}
      <figcaption className="settings-avatar-caption">{showPicture ? 'Profile picture' : 'Initials (no picture)'}</figcaption>
    </figure>
  );
}
