import { Spinner } from '@blueprintjs/core';
import { BUSINESS_SETTINGS_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { usePermissions } from '../../access/use-permissions';
import { useSession } from '../../session/use-session';
import { PageFrame } from '../../shell/page-frame';
import { BusinessSettingsSection } from './components/business-settings-section';
import { ColorPreferencesSection } from './components/color-preferences-section';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';
import './settings.css';

// /settings, also reached from the user menu's "Profile & Settings" (SPEC §2.4, §2.6).
export function SettingsPage() {
  const { user } = useSession();
  const { loading, can, canAny } = usePermissions();
  if (!user) return <Spinner aria-label="Loading..." />;
  // usePermissions' checks already pass for admin (SPEC §6.1).
  const canViewBusiness = canAny(BUSINESS_SETTINGS_PERMISSIONS);
  const canEditBusiness = can('edit_business_settings');
  return (
    <PageFrame title="Profile & Settings" description="Your profile, password and colors, and the business details.">
      <div className="settings-page">
        <ProfileSection key={user.id} user={user} />
        <ColorPreferencesSection key={user.id} userId={user.id} />
        <PasswordSection key={user.id} userId={user.id} />
        {!loading && canViewBusiness ? <BusinessSettingsSection canEdit={canEditBusiness} /> : null}
      </div>
    </PageFrame>
  );
}
