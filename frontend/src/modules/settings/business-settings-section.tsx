import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { updateBusinessSettingsSchema, type BusinessSettings } from '@chairside/shared/business/business-dto';
import { businessQueries } from '../../business/business-queries';
import { showToast } from '../../shell/toasts';
import { SettingsCard } from './settings-card';
import { useUpdateBusinessSettings, type BusinessSettingsForm } from './use-update-business-settings';

// SPEC §8 names this failure; the server's own reason follows it.
export const BUSINESS_SETTINGS_UPDATE_FAILED = 'Failed to update business settings';

function formFromSettings(settings: BusinessSettings): BusinessSettingsForm {
  return { businessName: settings.businessName, businessLogo: settings.businessLogo ?? '' };
}

export function BusinessSettingsSection({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(businessQueries.settings());
  // Until someone edits, the fields show the live settings (a change made elsewhere appears here too).
  const [draft, setDraft] = useState<BusinessSettingsForm | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = useUpdateBusinessSettings();

  const description = canEdit
    ? 'The business name and logo shown across the back office and on the booking page.'
    : 'You can view these settings; changing them needs the "Edit business settings" permission.';

  if (settings.isPending) {
    return (
      <SettingsCard id="business" title="Business" description={description}>
        <Spinner size={24} aria-label="Loading business settings" />
      </SettingsCard>
    );
  }
  if (settings.isError) {
    return (
      <SettingsCard id="business" title="Business" description={description}>
        <Callout intent="danger" role="alert" title="Failed to fetch business settings">
          {settings.error.message}
        </Callout>
      </SettingsCard>
    );
  }

  const form = draft ?? formFromSettings(settings.data);
  const edit = (key: keyof BusinessSettingsForm, value: string) => {
    setInvalid(null);
    update.reset();
    setDraft({ ...form, [key]: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateBusinessSettingsSchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the business fields');
      return;
    }
    update.mutate(form, {
      onSuccess: () => {
        setDraft(null);
        showToast({ message: 'Business settings saved', intent: 'success' });
      },
    });
  };
  const logo = form.businessLogo.trim();

  return (
    <SettingsCard id="business" title="Business" description={description}>
      <form onSubmit={submit} noValidate>
        <div className="settings-field-grid">
          <FormGroup label="Business name" labelFor="business-name">
            <InputGroup id="business-name" value={form.businessName} readOnly={!canEdit} onValueChange={(value) => edit('businessName', value)} />
          </FormGroup>
          <FormGroup label="Business logo URL" labelFor="business-logo" helperText={canEdit ? 'An https:// address of an image; leave empty for none.' : undefined}>
            <InputGroup
              id="business-logo"
              type="url"
              placeholder="https://…"
              value={form.businessLogo}
              readOnly={!canEdit}
              onValueChange={(value) => edit('businessLogo', value)}
            />
          </FormGroup>
        </div>
        <div className="settings-logo-preview" role="group" aria-label="Logo preview">
          {/^https?:\/\//i.test(logo) ? <img src={logo} alt={`${form.businessName || 'Business'} logo preview`} /> : <span className="settings-muted">No logo</span>}
          <strong className="settings-logo-name">{form.businessName}</strong>
        </div>
        {invalid ? (
          <Callout intent="warning" role="alert" compact>
            {invalid}
          </Callout>
        ) : null}
        {update.error ? (
          <Callout intent="danger" role="alert" title={BUSINESS_SETTINGS_UPDATE_FAILED} compact>
            {update.error.message}
          </Callout>
        ) : null}
        {canEdit ? (
          <div className="settings-actions">
            <Button type="button" variant="minimal" text="Discard changes" disabled={!draft || update.isPending} onClick={() => setDraft(null)} />
            <Button type="submit" intent="primary" text="Save business settings" loading={update.isPending} disabled={!draft || update.isPending} />
          </div>
        ) : null}
      </form>
    </SettingsCard>
  );
}
