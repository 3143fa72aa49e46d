import { useState } from 'react';
import { textOnFill } from '@chairside/shared/format/color-contrast';
import { initials } from '@chairside/shared/format/name-format';

type StaffAvatarProps = { person: { firstName: string; lastName: string; photo: string | null; color: string }; size?: number };

// The photo, else the initials on the person's calendar color. Decorative: the name is always next to it.
export function StaffAvatar({ person, size = 32 }: StaffAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (person.photo && broken !== person.photo) {
    return <img className="staff-avatar" style={style} src={person.photo} alt="" onError={() => setBroken(person.photo)} />;
  }
  return (
    <span
      className="staff-avatar staff-avatar-initials"
      style={{ ...style, backgroundColor: person.color, color: textOnFill(person.color) }}
      aria-hidden="true"
    >
      {initials(person)}
    </span>
  );
}
