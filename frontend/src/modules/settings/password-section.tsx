import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { changePasswordSchema } from '@chairside/shared/identity/identity-dto';
import { SettingsCard } from './settings-card';
import { useChangePassword } from './use-change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordForm = typeof empty;

const fields: { key: keyof PasswordForm; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the password fields');
      return;
    }
    if (form.newPassword !== form.confirmPassword) {
      setInvalid('The new password and its confirmation do not match');
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (reply) => {
        setForm(empty);
        setDone(reply.message || 'Your password has been changed');
      },
    });
  };

  return (
    <SettingsCard id="password" title="Change password" description="Passwords have at least 8 characters.">
      <form onSubmit={submit} noValidate>
        <div className="settings-field-grid">
          {fields.map((field) => (
            <FormGroup key={field.key} label={field.label} labelFor={`password-${field.key}`}>
              <InputGroup
                id={`password-${field.key}`}
                type="password"
                autoComplete={field.autoComplete}
                value={form[field.key]}
                onValueChange={(value) => edit(field.key, value)}
              />
            </FormGroup>
          ))}
        </div>
        {invalid ? (
          <Callout intent="warning" role="alert" compact>
            {invalid}
          </Callout>
        ) : null}
        {change.error ? (
          <Callout intent="danger" role="alert" title="Could not change your password" compact>
            {change.error.message}
          </Callout>
        ) : null}
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
      </form>
    </SettingsCard>
  );
}
