import { Router } from 'express';
import { auditEntityQuerySchema, auditEventQuerySchema, auditExportQuerySchema } from '@chairside/shared/audit/audit-dto';
import { auditEventTypes } from '@chairside/projections/audit/audit-queries';
import { accepts, valid } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';
import { pathId } from '../http/path-ids';
import { auditEntity } from './audit-entity';
import { exportAudit } from './audit-export';
import { browseAudit } from './audit-service';

// /audit/events, /audit/event-types, /audit/entities/:id and /audit/export: the history for holders of
// view_audit_log. Client names and details are masked for those without view_clients.
export function auditRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canAudit = guards.requirePermission({ permission: 'view_audit_log' });

  router.get('/audit/events', canAudit, accepts({ query: auditEventQuerySchema }), async (_req, res) => {
    res.json(await browseAudit(deps, await guards.caller(res), valid(res, auditEventQuerySchema)));
  });

  router.get('/audit/event-types', canAudit, accepts({}), async (_req, res) => {
    res.json({ types: await auditEventTypes(deps.readDb) });
  });

  router.get('/audit/entities/:id', canAudit, accepts({ query: auditEntityQuerySchema }), async (req, res) => {
    const { at } = valid(res, auditEntityQuerySchema);
    const id = pathId(req, 'Nothing in the history names this record');
    res.json(await auditEntity(deps, await guards.caller(res), id, at ? new Date(at) : new Date()));
  });

  router.get('/audit/export', canAudit, accepts({ query: auditExportQuerySchema }), async (req, res) => {
    const query = valid(res, auditExportQuerySchema);
    const { total, lines } = await exportAudit(deps, await guards.caller(res), query);
    const csv = query.format === 'csv';
    const day = new Date().toISOString().slice(0, 10);
    res.status(200);
    res.setHeader('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-${day}.${csv ? 'csv' : 'ndjson'}"`);
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Cache-Control', 'no-store');
    let closed = false;
    req.on('close', () => (closed = true));
    // Written as it is read, waiting whenever the client's socket is full: a million events never sit in memory.
    for await (const chunk of lines) {
      if (closed) break;
      if (!res.write(chunk))
        await new Promise((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
    }
    res.end();
  });

  return router;
}
