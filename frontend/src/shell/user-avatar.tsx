import { useState } from 'react';
import { initials } from '@chairside/shared/format/name-format';
import type { User } from '@chairside/shared/identity/identity-dto';
import { avatarSource } from './avatar-source';

export function UserAvatar({ user, size = 32 }: { user: User | null; size?: number }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const source = avatarSource(user?.profilePicture, failed);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (source.kind === 'image')
    return (
      <img
        className="user-avatar"
        style={style}
        src={source.url}
        alt="Profile picture"
        onError={() => setFailed(new Set([...failed, source.url]))}
      />
    );
  return (
    <span className="user-avatar user-avatar-initials" style={style} aria-hidden="true">
      {initials(user)}
    </span>
  );
}
