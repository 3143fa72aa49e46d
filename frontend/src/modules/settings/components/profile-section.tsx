import { Button } from '@blueprintjs/core';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { updateProfileSchema, type User } from '@chairside/shared/identity/identity-dto';
import { FormCallouts } from '../../../ui/form-callouts';
import { ProfileAvatar } from './profile-avatar';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';
import { useUpdateProfile } from '../hooks/use-settings-commands';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { TextFieldList, type TextFieldSpec } from '../../../ui/form-field';

type ProfileForm = { firstName: string; lastName: string; email: string; phone: string; profilePicture: string };

function formFromUser(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ? formatPhone(user.phone) : '',
    profilePicture: user.profilePicture ?? '',
  };
}

const fields: TextFieldSpec<keyof ProfileForm>[] = [
  { key: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '(312) 555-0100' },
  {
    key: 'profilePicture',
    label: 'Profile picture URL',
    type: 'url',
    autoComplete: 'photo',
    placeholder: 'https://…',
    className: 'settings-field-wide',
  },
];

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile(user.id);
  const { form, draft, invalid, set, submit, discard } = useSettingsDraft(formFromUser(user), updateProfileSchema, update, {
    invalidText: 'Check the profile fields',
    savedText: 'Profile saved',
  });

  return (
    <SettingsCard id="profile" title="Profile" description="Your name and contact details as the rest of the team sees them.">
      <SettingsForm onSubmit={submit} labelledBy="profile-heading">
        <div className="settings-profile-layout">
          <ProfileAvatar firstName={form.firstName} lastName={form.lastName} picture={form.profilePicture} />
          <div className="settings-field-grid">
            <TextFieldList idPrefix="profile" fields={fields} values={form} onChange={set} />
          </div>
        </div>
        <FormCallouts warning={invalid} error={update.error?.message} errorTitle="Could not save your profile" />
        <div className="settings-actions">
          <Button type="button" variant="minimal" text="Discard changes" disabled={!draft || update.isPending} onClick={discard} />
          <Button type="submit" intent="primary" text="Save profile" loading={update.isPending} disabled={!draft || update.isPending} />
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
