import type { Generated } from 'kysely';

export interface BusinessSettingsTable {
  business_id: string;
  business_name: string;
  business_logo: string | null;
  time_zone: string;
  currency: string;
  updated_at: Generated<Date>;
}
