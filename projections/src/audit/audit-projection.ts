import { eventEntityIds, topLevelIds } from '@chairside/shared/audit/audit-entities';
import { defineProjection, type EventShape } from '../engine/projection';
import { createAuditEventTable } from './audit-event-table';

// The audit log: every event of every module, with who, when and where, and the entities it names. It folds
// every type (also those written after it), and no command waits for it.
export const auditProjection = defineProjection<EventShape>({
  name: 'audit_events',
  version: 1,
  eventTypes: [],
  everyEvent: true,
  topics: ['audit'],
  tables: { audit_events: createAuditEventTable },
  async apply(_trx, events, context) {
    const rows = events.map((event) => ({
      position: `${event.position.commit}.${event.position.prepare}`,
      commit_xid: event.position.commit.toString(),
      prepare: event.position.prepare.toString(),
      event_id: event.id,
      stream: event.stream,
      category: event.stream.slice(0, Math.max(0, event.stream.indexOf('-'))),
      revision: event.revision.toString(),
      type: event.type,
      occurred_at: new Date(event.metadata.occurredAt),
      user_id: event.metadata.userId ?? null,
      location_id: event.metadata.locationId ?? null,
      source: event.metadata.source,
      ip: event.metadata.ip ?? null,
      correlation_id: event.metadata.correlationId ?? null,
      entity_ids: eventEntityIds(event.stream, event.data),
      named_ids: topLevelIds(event.data),
    }));
    await context.tables.insert('audit_events', rows, { unlessPresent: ['position'] });
    // One notice per batch: the screen reads what came since the top of its list.
    const last = events.at(-1);
    if (last) context.change({ topic: 'audit', rooms: ['audit'] }, last);
  },
});
