import { staffWith, type Row } from './permission-matrix-support';

// The integrity check: admins and staff holding view_audit_log start it and read its progress and report;
// "staff without permission" holds Front Desk's permissions, which do not include the audit log. A start while
// a check runs joins it (202 with the running check's id), so the rows hold in any order.
export const auditIntegrityRows: Row[] = [
  { route: 'GET /api/audit/integrity', path: () => '/api/audit/integrity', expect: staffWith(200) },
  { route: 'POST /api/audit/integrity', path: () => '/api/audit/integrity', expect: staffWith(202) },
];
