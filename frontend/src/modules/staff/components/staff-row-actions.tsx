import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';

export type StaffAction = 'edit' | 'pay' | 'services' | 'status' | 'account';
export type StaffRowRights = { canEdit: boolean; canEditServices: boolean; canSeeSchedules: boolean };

type StaffRowActionsProps = { member: StaffMember; rights: StaffRowRights; onAction(action: StaffAction, member: StaffMember): void };

// One compact menu per row, so the actions stay within reach on a 390 px phone.
export function StaffRowActions({ member, rights, onAction }: StaffRowActionsProps) {
  const navigate = useNavigate();
  if (!rights.canEdit && !rights.canEditServices && !rights.canSeeSchedules) return null;
  return (
    <Popover
      placement="bottom-end"
      portalClassName={DIALOG_PORTAL_CLASS}
      content={
        <Menu aria-label={`Actions for ${displayName(member)}`}>
          {rights.canEdit ? <MenuItem icon="edit" text="Edit profile" onClick={() => onAction('edit', member)} /> : null}
          {rights.canEdit ? <MenuItem icon="dollar" text="Pay history" onClick={() => onAction('pay', member)} /> : null}
          {rights.canEdit && !member.hasAccount && member.isActive ? (
            <MenuItem icon="key" text="Add sign-in account" onClick={() => onAction('account', member)} />
          ) : null}
          {rights.canEditServices ? (
            <MenuItem icon="properties" text="Services performed" onClick={() => onAction('services', member)} />
          ) : null}
          {rights.canSeeSchedules ? (
            <MenuItem icon="calendar" text="Schedule" onClick={() => navigate(`/staff-schedule/${member.id}`)} />
          ) : null}
          {rights.canEdit ? (
            <>
              <MenuDivider />
              {member.isActive ? (
                <MenuItem icon="disable" intent="danger" text="Deactivate" onClick={() => onAction('status', member)} />
              ) : (
                <MenuItem icon="play" intent="success" text="Reactivate" onClick={() => onAction('status', member)} />
              )}
            </>
          ) : null}
        </Menu>
      }
    >
      <Button size="small" variant="minimal" icon="more" aria-label={`Actions for ${displayName(member)}`} />
    </Popover>
  );
}
