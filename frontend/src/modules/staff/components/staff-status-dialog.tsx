import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSetStaffActive } from '../hooks/use-staff-commands';

type StaffStatusDialogProps = { member: StaffMember; onClose(done: boolean): void };

// Deactivating also locks the sign-in account (when they have one), so the confirmation says so in plain words.
export function StaffStatusDialog({ member, onClose }: StaffStatusDialogProps) {
  const setActive = useSetStaffActive();
  const name = displayName(member);
  const deactivating = member.isActive;
  return (
    <ConfirmDialog
      title={deactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}
      confirmText={deactivating ? 'Deactivate' : 'Reactivate'}
      intent={deactivating ? 'danger' : 'success'}
      status={setActive}
      errorTitle={deactivating ? `Could not deactivate ${name}` : `Could not reactivate ${name}`}
      onConfirm={() => setActive.mutate({ id: member.id, active: !deactivating }, { onSuccess: () => onClose(true) })}
      onClose={() => onClose(false)}
    >
      {deactivating ? (
        <>
          <p>
            {member.hasAccount ? `${name} will not be able to sign in, and` : name} will no longer be offered for booking. Their past
            appointments, sales and pay stay in the history.
          </p>
          <p>You can reactivate them at any time.</p>
        </>
      ) : (
        <p>
          {member.hasAccount
            ? `${name} will be able to sign in again${member.username ? ` with their username (${member.username})` : ''} and password, and`
            : name}{' '}
          can be booked again.
        </p>
      )}
    </ConfirmDialog>
  );
}
