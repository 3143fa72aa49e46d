import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { usePermissions } from '../../../access/use-permissions';
import { problemCountText } from '../../../ui/form-callouts';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { permissionAdminQueries } from '../../permissions/permissions-queries';
import { useAddStaffAccount } from '../hooks/use-staff-commands';
import { emptyAccountDraft, parseStaffAccount, type AccountDraft } from '../staff-draft';
import { ChoiceList } from './staff-form-fields';

type StaffAccountDialogProps = { member: StaffMember; onClose(done: string | null): void };

// "Add sign-in account" for someone hired without one: a username, a password and the e-mail they sign in
// with; their name and phone come from the profile. Only an administrator gives permission groups.
export function StaffAccountDialog({ member, onClose }: StaffAccountDialogProps) {
  const { isAdmin } = usePermissions();
  const groups = useQuery({ ...permissionAdminQueries.groups(), enabled: isAdmin });
  const form = useFormDraft<AccountDraft>(() => emptyAccountDraft(member));
  const { draft, problems } = form;
  const add = useAddStaffAccount();
  const name = displayName(member);

  const submit = () => {
    const input = form.read(parseStaffAccount(draft));
    if (input) add.mutate({ id: member.id, account: input }, { onSuccess: () => onClose(name) });
  };

  const text = (key: 'username' | 'password' | 'email') => ({
    id: `staff-account-${key}`,
    problem: problems[key],
    value: draft[key],
    onChange: (value: string) => form.change({ [key]: value }),
    required: true,
  });
  return (
    <FormDialog
      title={`Sign-in account for ${name}`}
      className="staff-account-dialog"
      status={add}
      warning={problemCountText(Object.keys(problems).length)}
      errorTitle="Could not add the sign-in account"
      submitText="Add sign-in account"
      onSubmit={submit}
      onClose={() => onClose(null)}
    >
      <p>
        {name} will be able to sign in with this username (or the e-mail address) and password, and can change the password in Settings.
      </p>
      <TextField
        {...text('username')}
        label="Username"
        autoComplete="off"
        autoFocus
        hint="3 to 40 letters, digits, dots, hyphens or underscores."
      />
      <TextField {...text('password')} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      <TextField {...text('email')} label="E-mail" type="email" inputMode="email" autoComplete="off" />
      {isAdmin ? (
        groups.isError ? (
          <Callout intent="warning" compact>
            Could not load the permission groups: {groups.error.message}
          </Callout>
        ) : (
          <ChoiceList
            legend="Permission groups"
            options={groups.data ?? []}
            selected={draft.groupIds}
            problem={problems.groupIds}
            onChange={(groupIds) => form.change({ groupIds })}
          />
        )
      ) : null}
    </FormDialog>
  );
}
