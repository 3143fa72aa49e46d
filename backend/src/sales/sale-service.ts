import type { Cart, Sale } from '@chairside/shared/sales/sale-dto';
import type { openSaleSchema, paymentInputSchema, refundInputSchema } from '@chairside/shared/sales/sale-dto';
import { saleStream, type PaymentTaken } from '@chairside/shared/sales/sale-events';
import { cashChange } from '@chairside/shared/sales/sale-math';
import type { z } from 'zod';
import { getLocationSaleFacts } from '@chairside/projections/business/business-queries';
import { clientContactsByIds } from '@chairside/projections/clients/client-queries';
import { getAppointmentDetails } from '@chairside/projections/appointments/appointment-queries';
import { getSale } from '@chairside/projections/sales/sale-queries';
import { staffNamesByIds } from '@chairside/projections/team/staff-queries';
import { markAppointmentPaid } from '../appointments/index';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome } from '../commands/service-deps';
import type { ModuleDeps } from '../http/backend-module';
import { refusePayment, refuseRefund, saleDecider } from './sale-decider';
import { sendReceipt } from './sale-receipt';
import { cartLineProblems, collectTender, giveBackTender, settleGiftCardLines, type Tender } from './sale-tenders';
import { MINUTE_MS } from '@chairside/shared/format/durations';

export type SaleDeps = Pick<ModuleDeps, 'store' | 'readDb' | 'db' | 'commands' | 'outbox' | 'publicUrl' | 'cardProvider'>;
export type SaleOutcome = CommandOutcome & { sale: Sale | null };

// A short number the desk and the client read on a receipt.
export const saleNumber = (saleId: string) => saleId.replace(/-/g, '').slice(0, 8).toUpperCase();

// The sale as the read models show it once they hold this command's events, for the reply.
async function withSale(deps: SaleDeps, saleId: string, result: CommandResult): Promise<SaleOutcome> {
  if (result.position)
    await deps.commands.waiter.waitFor(
      result.position,
      deps.commands.waitTimeoutMs ?? 5000,
      result.events.map((event) => event.type),
    );
  return { id: saleId, result, sale: await getSale(deps.readDb, saleId) };
}

// The facts a cart's rules need from other modules: the people it names work here, its gift cards can be sold or reloaded.
async function checkCart(deps: SaleDeps, cart: Cart): Promise<void> {
  const staffIds = [
    ...cart.tips.map((tip) => tip.staffId),
    ...cart.lines.flatMap((line) => (line.kind === 'service' && line.staffId ? [line.staffId] : [])),
  ];
  const staff = await staffNamesByIds(deps.readDb, staffIds);
  if (staffIds.some((id) => !staff.has(id))) throw new DomainError('Choose a member of the team for each service and tip', 422);
  const problem = await cartLineProblems(deps, cart);
  if (problem) throw new DomainError(problem, 409);
}

export async function openSale(deps: SaleDeps, input: z.output<typeof openSaleSchema>, context: CommandContext): Promise<SaleOutcome> {
  const location = await getLocationSaleFacts(deps.readDb, input.locationId);
  if (!location) throw new DomainError('That location does not exist; choose another', 422);
  if (!location.isActive) throw new DomainError(`${location.name} is inactive; it cannot take sales`, 422);
  if (input.clientId && !(await clientContactsByIds(deps.readDb, [input.clientId])).has(input.clientId))
    throw new DomainError('That client does not exist; choose another', 422);
  if (input.appointmentId) {
    const appointment = await getAppointmentDetails(deps.readDb, input.appointmentId);
    if (!appointment) throw new DomainError('Appointment not found', 404);
    if (appointment.locationId !== input.locationId) throw new DomainError('The appointment is at another location', 422);
  }
  await checkCart(deps, input.cart);
  const result = await handleCommand(
    deps.store,
    saleStream(input.saleId),
    saleDecider,
    { type: 'OpenSale', ...input, number: saleNumber(input.saleId), taxRateBasisPoints: location.taxRateBasisPoints },
    { ...context, locationId: input.locationId },
  );
  await afterPaid(deps, input.saleId, result, context);
  return withSale(deps, input.saleId, result);
}

export async function changeCart(deps: SaleDeps, saleId: string, cart: Cart, context: CommandContext): Promise<SaleOutcome> {
  await checkCart(deps, cart);
  const result = await handleCommand(deps.store, saleStream(saleId), saleDecider, { type: 'ChangeCart', cart }, context);
  return withSale(deps, saleId, result);
}

async function loadSale(deps: SaleDeps, saleId: string) {
  const loaded = await loadState(deps.store, saleStream(saleId), saleDecider);
  if (!loaded.state.exists) throw new DomainError('Sale not found', 404);
  return loaded;
}

// Takes one payment: the money is collected first (a card charged, a gift card drawn on), then recorded on
// the sale. The payment's id comes from the request's Idempotency-Key, and every provider call is keyed by
// it, so a retry (after a lost reply, or a crash between the approval and the reply) finds the same
// charge instead of making another. If recording fails (another desk paid meanwhile), the money goes back.
export async function takePayment(
  deps: SaleDeps,
  saleId: string,
  input: z.output<typeof paymentInputSchema>,
  context: CommandContext,
): Promise<SaleOutcome> {
  const loaded = await loadSale(deps, saleId);
  const paymentId = newId(context);
  const state = loaded.state;
  if (!state.payments.has(paymentId)) {
    refusePayment(state, input.amountCents);
    if (input.method === 'cash' && input.tenderedCents < input.amountCents)
      throw new DomainError('The cash given is less than the amount to pay', 400);
  }
  const tender: Tender = state.payments.has(paymentId)
    ? { status: 'recorded' }
    : await collectTender(deps, state, { paymentId, input }, context);
  if (tender.status === 'refused') {
    await handleCommand(
      deps.store,
      loaded,
      saleDecider,
      {
        type: 'DeclinePayment',
        paymentId,
        method: input.method,
        amountCents: input.amountCents,
        outcome: tender.outcome,
        message: tender.message,
      },
      context,
    );
    throw new DomainError(tender.message, 402);
  }
  let result: CommandResult;
  if (tender.status === 'recorded') {
    result = { revision: BigInt(0), position: null, events: [] };
  } else {
    const payment: Omit<PaymentTaken['data'], 'saleId'> = {
      paymentId,
      locationId: state.locationId,
      method: input.method,
      amountCents: input.amountCents,
      tenderedCents: input.method === 'cash' ? input.tenderedCents : null,
      changeCents: input.method === 'cash' ? cashChange(input.tenderedCents, input.amountCents) : null,
      card: tender.card,
      providerTransactionId: tender.providerTransactionId,
      paymentMethodId: tender.paymentMethodId,
      giftCardId: tender.giftCardId,
      giftCardCode: tender.giftCardCode,
    };
    try {
      result = await handleCommand(
        deps.store,
        loaded,
        saleDecider,
        { type: 'TakePayment', ...payment },
        { ...context, locationId: state.locationId },
      );
    } catch (error) {
      await giveBackTender(deps, state, { paymentId, method: input.method, amountCents: input.amountCents, ...tender }, context);
      throw error;
    }
    await tender.afterRecorded?.();
  }
  await afterPaid(deps, saleId, result, context, { retried: tender.status === 'recorded' });
  return withSale(deps, saleId, result);
}

// Once a sale is paid in full: its gift cards are issued or reloaded, its appointment is paid (and completed
// if it had started), and the client gets the receipt. Each step is idempotent, so a retried payment that
// finds the sale paid runs them again harmlessly.
// `retried`: the payment was already recorded, by an earlier run of the same request that may have died before
// these steps; it appends nothing now, so whether the sale is paid is read from the sale itself.
async function afterPaid(
  deps: SaleDeps,
  saleId: string,
  result: CommandResult,
  context: CommandContext,
  { retried = false }: { retried?: boolean } = {},
): Promise<void> {
  const paid = result.events.some((event) => event.type === 'SalePaid');
  if (!paid && !retried) return;
  const loaded = await loadSale(deps, saleId);
  const state = loaded.state;
  if (state.status !== 'paid') return;
  const settled = state.cart ? await settleGiftCardLines(deps, state, state.cart, context) : null;
  // The desk looks a card up as soon as it has the reply: the gift cards' read model has it by then.
  if (settled) await deps.commands.waiter.waitFor(settled, deps.commands.waitTimeoutMs ?? 5000, ['GiftCardIssued', 'GiftCardReloaded']);
  if (state.appointmentId && state.totals) {
    const marked = await markAppointmentPaid(
      deps,
      { appointmentId: state.appointmentId, saleId, amountCents: state.totals.totalCents },
      context,
    ).catch((error: unknown) => {
      // An appointment the day book no longer has keeps its sale; the payment stands.
      if (error instanceof DomainError) return null;
      throw error;
    });
    // The desk that took the payment sees the appointment paid on its calendar as soon as it has the reply.
    if (marked?.position) await deps.commands.waiter.waitFor(marked.position, deps.commands.waitTimeoutMs ?? 5000, ['AppointmentPaid']);
  }
  // The receipt is made from the sale as the read model shows it. The reply waits for that a few seconds
  // only; when the projections are slower (restarting), the receipt still goes once the sale is readable.
  const receiptOnceProjected = async (timeoutMs: number) => {
    const projected = result.position ? await deps.commands.waiter.waitFor(result.position, timeoutMs, ['SalePaid']) : true;
    const sale = projected ? await getSale(deps.readDb, saleId) : null;
    if (sale?.clientEmail) await sendReceipt(deps, sale, sale.clientEmail, `receipt.${saleId}`);
    return projected;
  };
  if (!(await receiptOnceProjected(deps.commands.waitTimeoutMs ?? 5000)))
    void receiptOnceProjected(lateReceiptWaitMs).catch(() => undefined);
}

const lateReceiptWaitMs = 5 * MINUTE_MS;

export async function refundPayment(
  deps: SaleDeps,
  saleId: string,
  input: z.output<typeof refundInputSchema>,
  context: CommandContext,
): Promise<SaleOutcome> {
  const loaded = await loadSale(deps, saleId);
  const refundId = newId(context);
  const state = loaded.state;
  if (!state.refunds.has(refundId)) {
    const payment = refuseRefund(state, input.paymentId, input.amountCents);
    const providerRefundId = await giveBackTender(
      deps,
      state,
      {
        paymentId: input.paymentId,
        method: payment.method,
        amountCents: input.amountCents,
        refundId,
        providerTransactionId: payment.providerTransactionId,
        giftCardId: payment.giftCardId,
      },
      context,
    );
    const result = await handleCommand(
      deps.store,
      loaded,
      saleDecider,
      {
        type: 'RefundPayment',
        refundId,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        reason: input.reason,
        providerRefundId,
      },
      { ...context, locationId: state.locationId },
    );
    return withSale(deps, saleId, result);
  }
  return withSale(deps, saleId, { revision: BigInt(0), position: null, events: [] });
}

export async function voidSale(deps: SaleDeps, saleId: string, reason: string, context: CommandContext): Promise<SaleOutcome> {
  const result = await handleCommand(deps.store, saleStream(saleId), saleDecider, { type: 'VoidSale', reason }, context);
  return withSale(deps, saleId, result);
}

export async function emailReceipt(deps: SaleDeps, saleId: string, email: string): Promise<Sale> {
  const sale = await getSale(deps.readDb, saleId);
  if (!sale) throw new DomainError('Sale not found', 404);
  if (sale.status !== 'paid') throw new DomainError('A receipt is sent once the sale is paid', 409);
  await sendReceipt(deps, sale, email);
  return sale;
}
