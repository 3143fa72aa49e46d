import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { changePasswordSchema } from '@chairside/shared/identity/identity-dto';
import { FormCallouts } from '../../../ui/form-callouts';
import { TextFieldList, type TextFieldSpec } from '../../../ui/form-field';
import { useChangePassword } from '../hooks/use-settings-commands';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordForm = typeof empty;

const fields: TextFieldSpec<keyof PasswordForm>[] = [
  { key: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
];

export function PasswordSection({ userId }: { userId: string }) {
  const [form, setForm] = useState<PasswordForm>(empty);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useChangePassword(userId);

  const edit = (key: keyof PasswordForm, value: string) => {
    setInvalid(null);
    setDone(null);
    change.reset();
    setForm({ ...form, [key]: value });
  };

  const submit = () => {
    const parsed = changePasswordSchema.safeParse({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Check the password fields');
    if (form.newPassword !== form.confirmPassword) return setInvalid('The new password and its confirmation do not match');
    change.mutate(parsed.data, {
      onSuccess: (reply) => {
        setForm(empty);
        setDone(reply.message || 'Your password has been changed');
      },
    });
  };

  return (
    <SettingsCard id="password" title="Change password" description="Passwords have at least 8 characters.">
      <SettingsForm onSubmit={submit}>
        <div className="settings-field-grid">
          <TextFieldList idPrefix="password" fields={fields} values={form} onChange={edit} />
        </div>
        <FormCallouts warning={invalid} error={change.error?.message} errorTitle="Could not change your password" />
        {done ? (
          <Callout intent="success" role="status" compact>
            {done}
          </Callout>
        ) : null}
        <div className="settings-actions">
          <Button
            type="submit"
            intent="primary"
            text="Change password"
            loading={change.isPending}
            disabled={change.isPending || !form.currentPassword || !form.newPassword || !form.confirmPassword}
          />
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
