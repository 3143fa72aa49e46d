import { Button, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { colorPreferencesSchema } from '@chairside/shared/identity/identity-dto';
import { colorPreferenceQueries, defaultColorPreferences } from '../../../theme/color-preference-queries';
import { FormCallouts } from '../../../ui/form-callouts';
import { ColorField } from './color-field';
import { ColorPreview } from './color-preview';
import { resetToDefaults, sameColorPreferences, withSavedColor, withoutSavedColor } from '../color-preference-draft';
import { SaveColorButton, SavedColors } from './saved-colors';
import { SettingsCard } from './settings-card';
import { useSaveColorPreferences } from '../hooks/use-settings-commands';
import { useSettingsDraft } from '../hooks/use-settings-draft';

export function ColorPreferencesSection({ userId }: { userId: string }) {
  const saved = useQuery(colorPreferenceQueries.forUser(userId));
  const save = useSaveColorPreferences(userId);
  // SPEC §8: preferences that cannot be read count as the defaults.
  const current = saved.data ?? defaultColorPreferences;
  const {
    form: colors,
    draft,
    invalid,
    edit,
    submit,
    discard,
  } = useSettingsDraft(current, colorPreferencesSchema, save, { invalidText: 'Check the colors', savedText: 'Color preferences saved' });

  if (saved.isPending) {
    return (
      <SettingsCard id="colors" title="Color preferences">
        <Spinner size={24} aria-label="Loading color preferences" />
      </SettingsCard>
    );
  }

  const dirty = draft !== null && !sameColorPreferences(draft, current);

  return (
    <SettingsCard id="colors" title="Color preferences" description="Your own theme: it follows you on every device you sign in on.">
      <div className="settings-colors-layout">
        <div className="settings-colors-fields">
          <ColorField id="color-brand" label="Brand color" value={colors.primaryColor} onChange={(hex) => edit({ primaryColor: hex })} />
          <ColorField
            id="color-primary-text"
            label="Primary text color"
            value={colors.primaryTextColor}
            onChange={(hex) => edit({ primaryTextColor: hex })}
          />
          <ColorField
            id="color-secondary-text"
            label="Secondary text color"
            value={colors.secondaryTextColor}
            onChange={(hex) => edit({ secondaryTextColor: hex })}
          />
          <Switch
            label="Dark mode"
            role="switch"
            checked={colors.isDarkMode}
            onChange={(event) => edit({ isDarkMode: event.currentTarget.checked })}
          />
        </div>
        <ColorPreview colors={colors} />
      </div>

      <div className="settings-saved-row">
        <div>
          <SavedColors
            kind="brand"
            colors={colors.savedBrandColors}
            targets={[{ label: 'brand color', apply: (hex) => edit({ primaryColor: hex }) }]}
            onRemove={(hex) => edit({ savedBrandColors: withoutSavedColor(colors.savedBrandColors, hex) })}
          />
          <SaveColorButton
            text="brand color"
            onClick={() => edit({ savedBrandColors: withSavedColor(colors.savedBrandColors, colors.primaryColor) })}
          />
        </div>
        <div>
          <SavedColors
            kind="text"
            colors={colors.savedTextColors}
            targets={[
              { label: 'primary text', apply: (hex) => edit({ primaryTextColor: hex }) },
              { label: 'secondary text', apply: (hex) => edit({ secondaryTextColor: hex }) },
            ]}
            onRemove={(hex) => edit({ savedTextColors: withoutSavedColor(colors.savedTextColors, hex) })}
          />
          <div className="settings-inline-buttons">
            <SaveColorButton
              text="primary text color"
              onClick={() => edit({ savedTextColors: withSavedColor(colors.savedTextColors, colors.primaryTextColor) })}
            />
            <SaveColorButton
              text="secondary text color"
              onClick={() => edit({ savedTextColors: withSavedColor(colors.savedTextColors, colors.secondaryTextColor) })}
            />
          </div>
        </div>
      </div>

      <FormCallouts warning={invalid} error={save.error?.message} errorTitle="Could not save your colors" />
      <div className="settings-actions">
        {/* Always present, so assistive technology announces when changes become unsaved. */}
        <span role="status">
          {dirty ? (
            <Tag minimal intent="warning">
              Unsaved changes
            </Tag>
          ) : null}
        </span>
        <Button
          type="button"
          variant="minimal"
          text="Reset to defaults"
          disabled={save.isPending}
          onClick={() => edit(resetToDefaults(colors))}
        />
        <Button type="button" variant="minimal" text="Discard changes" disabled={!dirty || save.isPending} onClick={discard} />
        <Button
          type="button"
          intent="primary"
          text="Save colors"
          loading={save.isPending}
          disabled={!dirty || save.isPending}
          onClick={submit}
        />
      </div>
    </SettingsCard>
  );
}
