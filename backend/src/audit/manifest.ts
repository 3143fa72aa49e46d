import type { BackendModule } from '../http/backend-module';
import { auditRoutes } from './audit-routes';
import { integrityRoutes } from './integrity-routes';
import { readModelRoutes } from './read-model-routes';

// The audit log (beyond SPEC, docs/decisions.md): the history, an entity as of any moment, exports, the read
// models' state and the integrity check, for holders of view_audit_log.
export const auditModule: BackendModule = {
  name: 'audit',
  routers: (deps) => [auditRoutes(deps), readModelRoutes(deps), integrityRoutes(deps)],
};
