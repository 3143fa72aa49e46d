import type { OpeningHours } from '@chairside/shared/business/business-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The business's locations in the order they were added (sort_order: the revision that added them).
export const locationTable = defineTable(
  'locations',
  {
    id: column.text(),
    name: column.text(),
    is_default: column.boolean(),
    is_active: column.boolean(),
    sort_order: column.integer(),
    // The location's own zone (IANA), the business zone until its details say otherwise.
    time_zone: column.text(),
    address: column.text(),
    // E.164, or null.
    phone: column.text().nullable(),
    opening_hours: column.jsonb<OpeningHours>(),
    // Sales tax in basis points (825 = 8.25%).
    tax_rate_basis_points: column.integer(),
  },
  { primaryKey: ['id'] },
);

export type LocationTable = TableRow<typeof locationTable>;
export const createLocationTable = locationTable.create;
