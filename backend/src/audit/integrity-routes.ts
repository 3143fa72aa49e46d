import { Router } from 'express';
import type { ModuleDeps } from '../http/backend-module';

// /audit/integrity: the integrity check for holders of view_audit_log.
export function integrityRoutes(_deps: ModuleDeps): Router {
  return Router();
}
