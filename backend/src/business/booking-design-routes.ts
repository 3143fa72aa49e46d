import { Router } from 'express';
import { BUSINESS_SETTINGS_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { updateBookingDesignSchema } from '@chairside/shared/booking/booking-dto';
import { getBookingDesign } from '@chairside/projections/business/booking-design-queries';
import { bodyCommand } from '../http/command-handlers';
import type { RouteDeps } from '../http/route-deps';
import { bookingDesignOptions, setBookingDesign } from './booking-design-service';

// The online booking page's design (/booking-design): read with view_ or edit_business_settings, saved with
// edit_business_settings. The public page reads its own slice through /api/public/booking.
export function bookingDesignRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ anyOf: BUSINESS_SETTINGS_PERMISSIONS });
  const canEdit = deps.guards.requirePermission({ permission: 'edit_business_settings' });

  router.get('/booking-design', canView, async (_req, res) => {
    res.json(await getBookingDesign(deps.readDb));
  });

  // The services and staff the design may offer, by name (the screen needs neither view_services nor view_staff).
  router.get('/booking-design/options', canView, async (_req, res) => {
    res.json(await bookingDesignOptions(deps.readDb));
  });

  router.put(
    '/booking-design',
    canEdit,
    ...bodyCommand(deps.commands, updateBookingDesignSchema, (input, context) => setBookingDesign(deps, input, context)),
  );

  return router;
}
