import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requestRebuild } from '@chairside/projections/engine/projection-schema';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { projections } from '@chairside/projections/registry';
import { requireRole } from '../auth/authenticate';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { accepts } from '../http/accepts';

// A name from the address, shortened for a message: the reply never echoes kilobytes back.
const quoted = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

export function systemRoutes(deps: { db: Kysely<unknown>; store: EventStore }): Router {
  const router = Router();
  router.use('/system', requireRole('admin'));

  router.get('/system/projections', async (_req, res) => {
    res.json({ projections: await getProjectionStatuses(deps.db, deps.store) });
  });

  router.post('/system/projections/:name/rebuild', accepts({ body: 'none' }), async (req, res) => {
    const projection = projections.find((candidate) => candidate.name === req.params.name);
    if (!projection) throw new DomainError(`There is no projection named "${quoted(String(req.params.name))}"`, 404);
    const generation = await requestRebuild(deps.db, deps.store, projection);
    res.status(202).json({ name: projection.name, generation });
  });

  return router;
}
