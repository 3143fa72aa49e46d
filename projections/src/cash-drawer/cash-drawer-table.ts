import { column, defineTable, type TableRow } from '../engine/table-definition';

// Each location's drawer sessions: the open one (at most one per location) with the cash it took and paid
// out, and the closed ones with their count.
export const cashDrawerSessionTable = defineTable(
  'cash_drawer_sessions',
  {
    id: column.text(),
    location_id: column.text(),
    status: column.text<'open' | 'closed'>(),
    opened_at: column.timestamptz(),
    opened_by: column.text().nullable(),
    float_cents: column.bigint(),
    cash_in_cents: column.bigint(),
    cash_out_cents: column.bigint(),
    closed_at: column.timestamptz().nullable(),
    expected_cents: column.bigint().nullable(),
    counted_cents: column.bigint().nullable(),
    difference_cents: column.bigint().nullable(),
    counted_by: column.text().nullable(),
    note: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'status', 'opened_at']] },
);

export type CashDrawerSessionTable = TableRow<typeof cashDrawerSessionTable>;
export const createCashDrawerSessionTable = cashDrawerSessionTable.create;
