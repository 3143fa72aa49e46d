// Event type names are a permanent contract: change a shape by adding a new version.

export type BusinessRegistered = {
  type: 'BusinessRegistered';
  data: { businessId: string; businessName: string; timeZone: string; currency: string };
};

export type BusinessSettingsUpdated = {
  type: 'BusinessSettingsUpdated';
  data: { businessName: string; businessLogo: string | null };
};

export type LocationAdded = {
  type: 'LocationAdded';
  data: { locationId: string; name: string; isDefault: boolean };
};

export type LocationDeactivated = {
  type: 'LocationDeactivated';
  data: { locationId: string };
};

export type BusinessEvent = BusinessRegistered | BusinessSettingsUpdated | LocationAdded | LocationDeactivated;

export const businessEventTypes = ['BusinessRegistered', 'BusinessSettingsUpdated', 'LocationAdded', 'LocationDeactivated'] as const;
