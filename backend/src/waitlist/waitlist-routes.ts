import { Router } from 'express';
import { z } from 'zod';
import { APPOINTMENT_BOOK_PERMISSIONS, APPOINTMENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { waitlistEntryInputSchema } from '@chairside/shared/appointments/appointment-dto';
import type { ReadDb } from '@chairside/projections/database';
import { listWaitlist } from '@chairside/projections/waitlist/waitlist-queries';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { addWaitlistEntry, removeWaitlistEntry } from './waitlist-service';
import { accepts, valid } from '../http/accepts';

const waitlistQuerySchema = z.object({ locationId: z.uuid('locationId is not a location id') });
// Booking a waitlisted client says which appointment took them off the list.
const removeSchema = z.object({ appointmentId: z.uuid('appointmentId is not an appointment id').nullable().default(null) }).default({ appointmentId: null });
const idPattern = /^[A-Za-z0-9-]{1,64}$/;

// Clients waiting for a slot at a location; reading needs any appointment permission, changing it the booking one.
export function waitlistRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards }): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: APPOINTMENT_READ_PERMISSIONS });
  const canBook = deps.guards.requirePermission({ anyOf: APPOINTMENT_BOOK_PERMISSIONS });

  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Waitlist entry not found' });
  });

  router.get('/waitlist', canRead, accepts({ query: waitlistQuerySchema }), async (req, res) => {
    const { locationId } = valid(res, waitlistQuerySchema);
    res.json(await listWaitlist(deps.readDb, locationId));
  });

  router.post(
    '/waitlist',
    canBook,
    accepts({ body: waitlistEntryInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, waitlistEntryInputSchema);
      return addWaitlistEntry(deps.store, deps.readDb, input, commandContext(req, res, input.locationId));
    }),
  );

  router.post(
    '/waitlist/:id/remove',
    canBook,
    accepts({ body: removeSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const outcome = valid(res, removeSchema);
      return removeWaitlistEntry(deps.store, deps.readDb, req.params.id as string, outcome, commandContext(req, res));
    }),
  );

  return router;
}
