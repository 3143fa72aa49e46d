import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { updateProfileSchema, type User } from '@chairside/shared/identity/identity-dto';
import { showToast } from '../../../shell/toasts';
import { FormCallouts } from '../../../ui/form-callouts';
import { TextField } from '../../../ui/form-field';
import { ProfileAvatar } from './profile-avatar';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';
import { useUpdateProfile } from '../hooks/use-settings-commands';

type ProfileForm = { firstName: string; lastName: string; email: string; phone: string; profilePicture: string };

function formFromUser(user: User): ProfileForm {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '', profilePicture: user.profilePicture ?? '' };
}

const fields: { key: keyof ProfileForm; label: string; type: string; autoComplete: string; placeholder?: string }[] = [
  { key: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '+1 312 555 0100' },
  { key: 'profilePicture', label: 'Profile picture URL', type: 'url', autoComplete: 'photo', placeholder: 'https://…' },
];

export function ProfileSection({ user }: { user: User }) {
  // Untouched fields follow the server (another tab may change them); the first edit takes a copy.
  const [draft, setDraft] = useState<ProfileForm | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = useUpdateProfile(user.id);
  const form = draft ?? formFromUser(user);

  const change = (key: keyof ProfileForm, value: string) => {
    setInvalid(null);
    update.reset();
    setDraft({ ...form, [key]: value });
  };

  const submit = () => {
    const parsed = updateProfileSchema.safeParse(form);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Check the profile fields');
    update.mutate(form, {
      onSuccess: () => {
        setDraft(null);
        showToast({ message: 'Profile saved', intent: 'success' });
      },
    });
  };

  return (
    <SettingsCard id="profile" title="Profile" description="Your name and contact details as the rest of the team sees them.">
      <SettingsForm onSubmit={submit} labelledBy="profile-heading">
        <div className="settings-profile-layout">
          <ProfileAvatar firstName={form.firstName} lastName={form.lastName} picture={form.profilePicture} />
          <div className="settings-field-grid">
            {fields.map((field) => (
              <TextField
                key={field.key}
                id={`profile-${field.key}`}
                label={field.label}
                className={field.key === 'profilePicture' ? 'settings-field-wide' : undefined}
                type={field.type}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={form[field.key]}
                onChange={(value) => change(field.key, value)}
              />
            ))}
          </div>
        </div>
        <FormCallouts warning={invalid} error={update.error?.message} errorTitle="Could not save your profile" />
        <div className="settings-actions">
          <Button type="button" variant="minimal" text="Discard changes" disabled={!draft || update.isPending} onClick={() => setDraft(null)} />
          <Button type="submit" intent="primary" text="Save profile" loading={update.isPending} disabled={!draft || update.isPending} />
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
