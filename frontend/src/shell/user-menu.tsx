import { Button, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import { useSession } from '../session/use-session';
import { UserAvatar } from './user-avatar';

// SPEC §2.6: avatar, full name and e-mail; the dropdown repeats them, then "Profile & Settings" and "Sign out".
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(user);
  return (
    // Fixed, as the sticky header it hangs from: a page that scrolls while it opens (focus moving into the
    // menu, a phone's address bar) cannot leave the menu a frame behind, under the tap meant for its items.
    <PopoverNext
      positioningStrategy="fixed"
      placement="bottom-end"
      popupKind={PopupKind.MENU}
      arrow={false}
      content={
        <Menu aria-label="User menu" className="user-menu">
          <li className="user-menu-identity" role="none">
            <UserAvatar user={user} size={40} />
            <span className="user-menu-identity-text">
              <span className="user-menu-name">{name}</span>
              <span className="user-menu-email">{user?.email}</span>
            </span>
          </li>
          <MenuDivider />
          <MenuItem icon="cog" text="Profile & Settings" onClick={() => navigate('/settings')} />
          <MenuItem icon="log-out" text="Sign out" onClick={() => void signOut()} />
        </Menu>
      }
    >
      <Button variant="minimal" className="user-menu-button" aria-label={`User menu: ${name}`}>
        <span className="user-menu-button-content">
          <UserAvatar user={user} />
          <span className="user-menu-button-text">
            <span className="user-menu-name">{name}</span>
            <span className="user-menu-email">{user?.email}</span>
          </span>
        </span>
      </Button>
    </PopoverNext>
  );
}
