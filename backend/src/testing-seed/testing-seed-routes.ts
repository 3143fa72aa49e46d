import { Router } from 'express';
import { commandContext } from '../commands/command-context';
import { accepts, valid } from '../http/accepts';
import type { RouteDeps } from '../http/route-deps';
import { testingSeedInputSchema } from './testing-seed-dto';
import { seedTestingWorld } from './testing-seed-service';

// A test-only route: the end-to-end specs create the world each of them owns (its clients, its staff member
// with a day of their own) in one call instead of through screens other specs already cover. Served only
// under NODE_ENV=test (the Playwright web server sets it); anywhere else there is no such route (a 404).
export function testingSeedRouters(deps: RouteDeps, env: NodeJS.ProcessEnv = process.env): Router[] {
  if (env.NODE_ENV !== 'test') return [];
  const router = Router();
  // Every permission passes for an administrator; the handler then refuses anyone else.
  const signedInStaff = deps.guards.requirePermission({ permission: 'edit_staff' });
  router.post('/testing/seed', signedInStaff, accepts({ body: testingSeedInputSchema }), async (req, res) => {
    const caller = await deps.guards.caller(res);
    if (caller.role !== 'admin') return void res.status(403).json({ error: 'You do not have permission to do this' });
    res.json(await seedTestingWorld(deps, valid(res, testingSeedInputSchema), caller, commandContext(req, res)));
  });
  return [router];
}
