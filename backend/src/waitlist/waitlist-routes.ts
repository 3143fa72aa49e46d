import { Router } from 'express';
import { APPOINTMENT_BOOK_PERMISSIONS, APPOINTMENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { removeWaitlistEntrySchema, waitlistEntryInputSchema, waitlistQuerySchema } from '@chairside/shared/appointments/appointment-dto';
import { listWaitlist } from '@chairside/projections/waitlist/waitlist-queries';
import { bodyCommand } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { addWaitlistEntry, removeWaitlistEntry } from './waitlist-service';

// Clients waiting for a slot at a location; reading needs any appointment permission, changing it the booking one.
export function waitlistRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: APPOINTMENT_READ_PERMISSIONS });
  const canBook = deps.guards.requirePermission({ anyOf: APPOINTMENT_BOOK_PERMISSIONS });
  notFoundUnlessId(router, { id: 'Waitlist entry not found' });

  router.get('/waitlist', canRead, accepts({ query: waitlistQuerySchema }), async (_req, res) => {
    res.json(await listWaitlist(deps.readDb, valid(res, waitlistQuerySchema).locationId));
  });

  router.post(
    '/waitlist',
    canBook,
    ...bodyCommand(deps.commands, waitlistEntryInputSchema, (input, context) => addWaitlistEntry(deps, input, context)),
  );

  router.post(
    '/waitlist/:id/remove',
    canBook,
    ...bodyCommand(deps.commands, removeWaitlistEntrySchema, (input, context, req) =>
      removeWaitlistEntry(deps, req.params.id as string, input, context),
    ),
  );

  return router;
}
