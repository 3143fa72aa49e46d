import { Router } from 'express';
import type { ModuleDeps } from '../http/backend-module';

// /audit/read-models: each read model's position, lag and state for holders of view_audit_log.
export function readModelRoutes(_deps: ModuleDeps): Router {
  return Router();
}
