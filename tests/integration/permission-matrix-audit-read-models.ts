import { staffWith, type Row } from './permission-matrix-support';

// The audit's read models: their state reads with view_audit_log ("staff with permission" holds it; Front
// Desk's permissions do not). Rebuilding stays with administrators (POST /api/system/projections/:name/rebuild).
export const auditReadModelRows: Row[] = [
  { route: 'GET /api/audit/read-models', path: () => '/api/audit/read-models', expect: staffWith(200) },
];
