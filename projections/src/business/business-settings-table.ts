import type { PayrollSettings } from '@chairside/shared/business/business-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The business's public face (name, logo) and its fixed settings; one row per business.
export const businessSettingsTable = defineTable(
  'business_settings',
  {
    business_id: column.text(),
    business_name: column.text(),
    business_logo: column.text().nullable(),
    time_zone: column.text(),
    currency: column.text(),
    // Null until the business sets them: the defaults apply.
    payroll: column.jsonb<PayrollSettings>().nullable(),
    updated_at: column.timestamptz().default('now()'),
  },
  { primaryKey: ['business_id'] },
);

export type BusinessSettingsTable = TableRow<typeof businessSettingsTable>;
export const createBusinessSettingsTable = businessSettingsTable.create;
