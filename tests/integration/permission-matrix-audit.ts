import { staffWith, type Row } from './permission-matrix-support';

// The audit log's history, record timelines and exports read with view_audit_log ("staff with permission"
// holds it; Front Desk's permissions do not).
export const auditRows: Row[] = [
  { route: 'GET /api/audit/events', path: () => '/api/audit/events?limit=5', expect: staffWith(200) },
  { route: 'GET /api/audit/event-types', path: () => '/api/audit/event-types', expect: staffWith(200) },
  { route: 'GET /api/audit/entities/:id', path: (world) => `/api/audit/entities/${world.target.id}`, expect: staffWith(200) },
  { route: 'GET /api/audit/export', path: (world) => `/api/audit/export?format=ndjson&entity=${world.target.id}`, expect: staffWith(200) },
];
