import type { ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// has_history: someone performs it or a room or device serves it, so it is archived, never deleted.
export const serviceTable = defineTable(
  'services',
  {
    id: column.text(),
    category_id: column.text(),
    name: column.text(),
    description: column.text(),
    duration_minutes: column.integer(),
    processing_minutes: column.integer(),
    buffer_minutes: column.integer(),
    price_cents: column.integer(),
    color: column.text(),
    online_bookable: column.boolean(),
    resource_need: column.text<ResourceNeed>(),
    archived: column.boolean(),
    has_history: column.boolean(),
    // The locations that offer it; null: every location.
    location_ids: column.jsonb<string[] | null>().nullable(),
  },
  { primaryKey: ['id'], indexes: [['category_id']] },
);

export type ServiceTable = TableRow<typeof serviceTable>;
export const createServiceTable = serviceTable.create;
