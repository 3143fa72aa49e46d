import { Router, type Request } from 'express';
import { DateTime } from 'luxon';
import { WALK_IN_CLIENT_ID } from '@chairside/shared/appointments/appointment-dto';
import {
  changeCartSchema,
  checkoutQuerySchema,
  openSaleSchema,
  paymentInputSchema,
  receiptInputSchema,
  refundInputSchema,
  salesListQuerySchema,
  voidSaleSchema,
  type Checkout,
} from '@chairside/shared/sales/sale-dto';
import { getAppointmentDetails } from '@chairside/projections/appointments/appointment-queries';
import { getLocationSaleFacts } from '@chairside/projections/business/business-queries';
import { findAppointmentSale, getSale, listPayments, listSales, salesSummary } from '@chairside/projections/sales/sale-queries';
import { DomainError } from '../commands/domain-error';
import type { ModuleDeps } from '../http/backend-module';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { orNotFound, pathId, uuidPattern } from '../http/path-ids';
import { changeCart, emailReceipt, openSale, refundPayment, takePayment, voidSale, type SaleOutcome } from './sale-service';

const saleId = (req: Request) => pathId(req, 'Sale not found', uuidPattern);
const withSale = (outcome: SaleOutcome) => ({ sale: outcome.sale });

// The point of sale: see with view_pos, charge with create_payments, refund and void with refund_payments.
export function saleRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_pos' });
  const canCharge = deps.guards.requirePermission({ permission: 'create_payments' });
  const canRefund = deps.guards.requirePermission({ permission: 'refund_payments' });
  const canSeeFigures = deps.guards.requirePermission({ anyOf: ['view_dashboard', 'view_pos'] });

  // A location's day on its own clock: today unless a date is asked.
  async function dayAt(locationId: string, date: string | undefined): Promise<string> {
    if (date) return date;
    const location = await getLocationSaleFacts(deps.readDb, locationId);
    if (!location) throw new DomainError('That location does not exist; choose another', 404);
    return DateTime.now().setZone(location.timeZone).toISODate() ?? '';
  }

  router.get('/sales-history', canView, accepts({ query: salesListQuerySchema }), async (_req, res) => {
    const query = valid(res, salesListQuerySchema);
    res.json(await listSales(deps.readDb, query.locationId, await dayAt(query.locationId, query.date)));
  });
  router.get('/payments', canView, accepts({ query: salesListQuerySchema }), async (_req, res) => {
    const query = valid(res, salesListQuerySchema);
    res.json(await listPayments(deps.readDb, query.locationId, await dayAt(query.locationId, query.date)));
  });
  router.get('/sales/summary', canSeeFigures, accepts({ query: salesListQuerySchema }), async (_req, res) => {
    const query = valid(res, salesListQuerySchema);
    res.json(await salesSummary(deps.readDb, query.locationId, await dayAt(query.locationId, query.date)));
  });
  router.get('/pos/checkout', canView, accepts({ query: checkoutQuerySchema }), async (_req, res) => {
    const { appointmentId } = valid(res, checkoutQuerySchema);
    const appointment = orNotFound(await getAppointmentDetails(deps.readDb, appointmentId), 'Appointment not found');
    const walkIn = appointment.clientId === WALK_IN_CLIENT_ID;
    const checkout: Checkout = {
      locationId: appointment.locationId,
      appointmentId,
      clientId: walkIn ? null : appointment.clientId,
      clientName: appointment.clientName,
      saleId: await findAppointmentSale(deps.readDb, appointmentId),
      lines: appointment.items.map((item) => ({
        kind: 'service',
        // The line's id follows from the item's, so opening the checkout twice builds the same cart.
        lineId: item.itemId,
        serviceId: item.serviceId,
        staffId: item.staffId,
        description: item.serviceName,
        unitPriceCents: item.priceCents,
        quantity: 1,
        discount: null,
      })),
    };
    res.json(checkout);
  });
  router.get('/sales/:id', canView, accepts({}), async (req, res) => {
    res.json(orNotFound(await getSale(deps.readDb, saleId(req)), 'Sale not found'));
  });

  router.post(
    '/sales',
    canCharge,
    ...bodyCommand(deps.commands, openSaleSchema, (input, context) => openSale(deps, input, context), withSale),
  );
  router.put(
    '/sales/:id/cart',
    canCharge,
    ...bodyCommand(deps.commands, changeCartSchema, (input, context, req) => changeCart(deps, saleId(req), input.cart, context), withSale),
  );
  router.post(
    '/sales/:id/payments',
    canCharge,
    ...bodyCommand(deps.commands, paymentInputSchema, (input, context, req) => takePayment(deps, saleId(req), input, context), withSale),
  );
  router.post(
    '/sales/:id/refunds',
    canRefund,
    ...bodyCommand(deps.commands, refundInputSchema, (input, context, req) => refundPayment(deps, saleId(req), input, context), withSale),
  );
  router.post(
    '/sales/:id/void',
    canRefund,
    ...bodyCommand(deps.commands, voidSaleSchema, (input, context, req) => voidSale(deps, saleId(req), input.reason, context), withSale),
  );
  router.post('/sales/:id/receipt', canView, accepts({ body: receiptInputSchema }), async (req, res) => {
    const { email } = valid(res, receiptInputSchema);
    const sale = await emailReceipt(deps, saleId(req), email);
    res.json({ sent: true, saleId: sale.id });
  });
  return router;
}
