import { Router } from 'express';
import type { ModuleDeps } from '../http/backend-module';

// /audit/events, /audit/entities/:id, /audit/export: the history for holders of view_audit_log.
export function auditRoutes(_deps: ModuleDeps): Router {
  return Router();
}
