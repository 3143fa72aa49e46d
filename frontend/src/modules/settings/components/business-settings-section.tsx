import { Button, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { updateBusinessSettingsSchema, type BusinessSettings } from '@chairside/shared/business/business-dto';
import { FormCallouts } from '../../../ui/form-callouts';
import { TextField } from '../../../ui/form-field';
import { QueryError } from '../../../ui/query-error';
import { useUpdateBusinessSettings, type BusinessSettingsForm } from '../hooks/use-settings-commands';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { BUSINESS_SETTINGS_READ_FAILED, BUSINESS_SETTINGS_UPDATE_FAILED, settingsQueries } from '../settings-queries';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';

// Before the settings load the card shows a spinner, never these empty fields.
function formFromSettings(settings: BusinessSettings | undefined): BusinessSettingsForm {
  return { businessName: settings?.businessName ?? '', businessLogo: settings?.businessLogo ?? '' };
}

export function BusinessSettingsSection({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(settingsQueries.business());
  const update = useUpdateBusinessSettings();
  // Until someone edits, the fields show the live settings (a change made elsewhere appears here too).
  const { form, draft, invalid, set, submit, discard } = useSettingsDraft(
    formFromSettings(settings.data),
    updateBusinessSettingsSchema,
    update,
    {
      invalidText: 'Check the business fields',
      savedText: 'Business settings saved',
    },
  );
  const description = canEdit
    ? 'The business name and logo shown across the back office and on the booking page.'
    : 'You can view these settings; changing them needs the "Edit business settings" permission.';

  if (!settings.isSuccess) {
    return (
      <SettingsCard id="business" title="Business" description={description}>
        {settings.isPending ? (
          <Spinner size={24} aria-label="Loading business settings" />
        ) : (
          <QueryError error={settings.error} title={BUSINESS_SETTINGS_READ_FAILED} />
        )}
      </SettingsCard>
    );
  }

  const logo = form.businessLogo.trim();

  return (
    <SettingsCard id="business" title="Business" description={description}>
      <SettingsForm onSubmit={submit}>
        <div className="settings-field-grid">
          <TextField
            id="business-name"
            label="Business name"
            value={form.businessName}
            readOnly={!canEdit}
            onChange={(value) => set('businessName', value)}
          />
          <TextField
            id="business-logo"
            label="Business logo URL"
            hint={canEdit ? 'An https:// address of an image; leave empty for none.' : undefined}
            type="url"
            placeholder="https://…"
            value={form.businessLogo}
            readOnly={!canEdit}
            onChange={(value) => set('businessLogo', value)}
          />
        </div>
        <div className="settings-logo-preview" role="group" aria-label="Logo preview">
          {/^https?:\/\//i.test(logo) ? (
            <img src={logo} alt={`${form.businessName || 'Business'} logo preview`} />
          ) : (
            <span className="settings-muted">No logo</span>
          )}
          <strong className="settings-logo-name">{form.businessName}</strong>
        </div>
        <FormCallouts warning={invalid} error={update.error?.message} errorTitle={BUSINESS_SETTINGS_UPDATE_FAILED} />
        {canEdit ? (
          <div className="settings-actions">
            <Button type="button" variant="minimal" text="Discard changes" disabled={!draft || update.isPending} onClick={discard} />
            <Button
              type="submit"
              intent="primary"
              text="Save business settings"
              loading={update.isPending}
              disabled={!draft || update.isPending}
            />
          </div>
        ) : null}
      </SettingsForm>
    </SettingsCard>
  );
}
