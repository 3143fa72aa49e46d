import type { ProjectionModule } from '../engine/projection-module';
import type { AuditEventTable } from './audit-event-table';
import { auditProjection } from './audit-projection';

export type AuditTables = { audit_events: AuditEventTable };

export const auditProjections: ProjectionModule<AuditTables> = {
  name: 'audit',
  projections: [auditProjection],
};
