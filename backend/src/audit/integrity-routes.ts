import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { projections } from '@chairside/projections/registry';
import type { IntegrityStatus } from '@chairside/shared/audit/integrity-dto';
import { accepts } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';
import { runIntegrityCheck } from './integrity-check';

type Check = NonNullable<IntegrityStatus['check']>;

// /audit/integrity: the integrity check for holders of view_audit_log. POST starts one and replies 202 with its
// id; GET is the latest check's progress and, once done, its report.
//
// The check lives in the memory of this backend process: it is a reading taken now, not a record (the log is
// the record), so a restart forgets it and another backend process behind the same address knows only its
// own. One runs at a time per process: a POST while one runs replies with the running check's id, so a second
// person pressing the button watches the same check instead of doubling the load on the database.
export function integrityRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_audit_log' });
  let latest: Check | null = null;

  router.post('/audit/integrity', canView, accepts({ body: 'none' }), (_req, res) => {
    if (latest?.state === 'running') {
      res.status(202).json({ id: latest.id });
      return;
    }
    const check: Check = {
      id: randomUUID(),
      state: 'running',
      phase: 'streams',
      done: 0,
      total: 0,
      startedAt: new Date().toISOString(),
      error: null,
      report: null,
    };
    latest = check;
    runIntegrityCheck({ store: deps.store, db: deps.db, streams: deps.streams, projections }, (progress) =>
      Object.assign(check, progress),
    ).then(
      (report) => Object.assign(check, { state: 'done', phase: 'done', report }),
      (error: unknown) => Object.assign(check, { state: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
    res.status(202).json({ id: check.id });
  });

  router.get('/audit/integrity', canView, accepts({}), (_req, res) => {
    res.json({ check: latest } satisfies IntegrityStatus);
  });

  return router;
}
