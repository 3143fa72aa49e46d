import { column, defineTable, type TableRow } from '../engine/table-definition';

// One row per event of the log, without its data (personal fields stay sealed in the store; the screens read
// the data from the store, where an erased person reads as anonymised). Positions order the rows: commit_xid
// and prepare are the store's position, `position` its text.
export const auditEventTable = defineTable(
  'audit_events',
  {
    position: column.text(),
    commit_xid: column.bigint(),
    prepare: column.bigint(),
    event_id: column.text(),
    stream: column.text(),
    category: column.text(),
    revision: column.bigint(),
    type: column.text(),
    occurred_at: column.timestamptz(),
    user_id: column.text().nullable(),
    location_id: column.text().nullable(),
    source: column.text(),
    ip: column.text().nullable(),
    correlation_id: column.text().nullable(),
    // Every entity the event is about (shared/src/audit/audit-entities.ts), and the data's top-level ids by key.
    entity_ids: column.textArray(),
    named_ids: column.jsonb<Record<string, string>>(),
  },
  {
    primaryKey: ['position'],
    indexes: [
      ['commit_xid', 'prepare'],
      ['occurred_at'],
      ['type', 'commit_xid', 'prepare'],
      ['user_id', 'commit_xid', 'prepare'],
      ['location_id', 'commit_xid', 'prepare'],
      ['stream', 'commit_xid', 'prepare'],
      { using: 'gin', columns: ['entity_ids'] },
    ],
  },
);

export type AuditEventTable = TableRow<typeof auditEventTable>;
export const createAuditEventTable = auditEventTable.create;
