import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { giftCardStream } from '@chairside/shared/gift-cards/gift-card-events';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import { saleStream, type SaleEvent } from '@chairside/shared/sales/sale-events';
import { priceSale } from '@chairside/shared/sales/sale-math';
import {
  ids,
  item,
  seedNames,
  startProjectionWorld,
  nameProjections,
  type ProjectionWorld,
} from '../../testing/appointment-projection-fixtures';
import { projections } from '../registry';
import { reportsProjections } from './manifest';
import { appointmentsReport, clientsReport, giftCardsReport, salesReport, staffReport } from './report-queries';

let world: ProjectionWorld;
const newYork = randomUUID();

// Appends events as the commands would, at a chosen instant (the day a bucket holds depends on it).
async function appendAt(stream: string, occurredAt: string, events: { type: string; data: object }[]) {
  const metadata = { userId: ids.admin, correlationId: randomUUID(), causationId: null, occurredAt, source: 'api' as const };
  await world.store.appendToStream(
    stream,
    events.map((event) => ({ id: randomUUID(), type: event.type, data: { ...event.data }, metadata })),
    { expectedRevision: 'any' },
  );
}

beforeAll(async () => {
  const locations = projections.filter((projection) => projection.name === 'location_list');
  world = await startProjectionWorld('reports-test', [...nameProjections, ...locations, ...reportsProjections.projections]);
  await seedNames(world);
  await world.append(`business-${randomUUID()}`, [
    { type: 'LocationAdded', data: { locationId: newYork, name: 'Brooklyn', isDefault: false } },
    {
      type: 'LocationDetailsChanged',
      data: { locationId: newYork, timeZone: 'America/New_York', address: '', phone: null, openingHours: [], taxRateBasisPoints: 1000 },
    },
  ]);
  await world.caughtUp();
}, 60_000);
afterAll(() => world?.stop());

// A cut by Ava ($100, 10% off), a $20 tip for her; 10% tax on the net.
const cart: Cart = {
  lines: [
    {
      kind: 'service',
      lineId: 'l1',
      serviceId: ids.cut,
      staffId: ids.ava,
      description: 'Cut',
      unitPriceCents: 10_000,
      quantity: 1,
      discount: { kind: 'percent', basisPoints: 1000, reason: 'Regular' },
    },
  ],
  cartDiscount: null,
  tips: [{ staffId: ids.ava, amountCents: 2_000 }],
};
const totals = priceSale(
  [
    {
      lineId: 'l1',
      kind: 'service',
      unitPriceCents: 10_000,
      quantity: 1,
      taxable: true,
      discount: cart.lines[0]!.kind === 'service' ? cart.lines[0]!.discount : null,
    },
  ],
  null,
  1000,
  2_000,
).totals;

function paidSale(saleId: string, locationId: string): SaleEvent[] {
  const paymentId = randomUUID();
  return [
    { type: 'SaleOpened', data: { saleId, number: 'S-1', locationId, clientId: ids.client, appointmentId: null, cart, totals } },
    {
      type: 'PaymentTaken',
      data: {
        saleId,
        paymentId,
        locationId,
        method: 'cash',
        amountCents: totals.totalCents,
        tenderedCents: totals.totalCents,
        changeCents: 0,
        card: null,
        providerTransactionId: null,
        paymentMethodId: null,
        giftCardId: null,
        giftCardCode: null,
      },
    },
    { type: 'SalePaid', data: { saleId, locationId, clientId: ids.client, appointmentId: null, totalCents: totals.totalCents } },
  ];
}

describe('reports read models', () => {
  it('counts a paid sale with its discount, tax and tip, and a refund on the day it was made', async () => {
    const saleId = randomUUID();
    const events = paidSale(saleId, ids.downtown);
    await appendAt(saleStream(saleId), '2026-03-10T16:00:00.000Z', events);
    const paymentId = (events[1]!.data as { paymentId: string }).paymentId;
    await appendAt(saleStream(saleId), '2026-03-12T16:00:00.000Z', [
      {
        type: 'PaymentRefunded',
        data: {
          saleId,
          refundId: randomUUID(),
          paymentId,
          locationId: ids.downtown,
          method: 'cash',
          amountCents: 1_500,
          reason: 'Fringe',
          providerRefundId: null,
        },
      },
    ]);
    await world.caughtUp();
    const report = await salesReport(world.readDb, { locationId: ids.downtown, from: '2026-03-10', to: '2026-03-12' });
    expect(report.days[0]).toEqual({
      date: '2026-03-10',
      count: 1,
      grossCents: 10_000,
      discountCents: 1_000,
      netCents: 9_000,
      taxCents: 900,
      tipCents: 2_000,
      refundedCents: 0,
    });
    expect(report.days[2]).toMatchObject({ date: '2026-03-12', count: 0, refundedCents: 1_500 });
    expect(report.totals).toMatchObject({ count: 1, netCents: 9_000, refundedCents: 1_500 });
    // The $15 refund is of the $119 charged: the cut's $90 gives back its share, $11.34, for the service and for Ava.
    expect(report.services).toEqual([
      { serviceId: ids.cut, name: 'Haircut', quantity: 1, salesCents: 9_000, refundedCents: 1_134, netCents: 7_866 },
    ]);
    expect(report.staff).toEqual([
      { staffId: ids.ava, name: 'Ava Johnson', quantity: 1, salesCents: 9_000, refundedCents: 1_134, netCents: 7_866, tipCents: 2_000 },
    ]);
    expect(report.methods).toEqual([{ method: 'cash', count: 1, amountCents: 11_900, refundedCents: 1_500 }]);
    // Another location's report does not see it.
    expect((await salesReport(world.readDb, { locationId: ids.uptown, from: '2026-03-10', to: '2026-03-12' })).totals.count).toBe(0);
  });

  it('takes a whole refund back from the service and the staff member, on the day it was made', async () => {
    const saleId = randomUUID();
    const events = paidSale(saleId, ids.downtown);
    await appendAt(saleStream(saleId), '2026-04-10T16:00:00.000Z', events);
    const paymentId = (events[1]!.data as { paymentId: string }).paymentId;
    const refund = { saleId, paymentId, locationId: ids.downtown, method: 'cash', reason: 'Unhappy', providerRefundId: null };
    await appendAt(saleStream(saleId), '2026-04-11T16:00:00.000Z', [
      { type: 'PaymentRefunded', data: { ...refund, refundId: randomUUID(), amountCents: 10_000 } },
      { type: 'PaymentRefunded', data: { ...refund, refundId: randomUUID(), amountCents: totals.totalCents - 10_000 } },
    ]);
    await world.caughtUp();
    const both = await salesReport(world.readDb, { locationId: ids.downtown, from: '2026-04-10', to: '2026-04-11' });
    expect(both.services).toEqual([
      { serviceId: ids.cut, name: 'Haircut', quantity: 1, salesCents: 9_000, refundedCents: 9_000, netCents: 0 },
    ]);
    expect(both.staff[0]).toMatchObject({ staffId: ids.ava, salesCents: 9_000, refundedCents: 9_000, netCents: 0 });
    // The sale's day alone still shows what was sold; the refund's day what went back.
    const saleDay = await salesReport(world.readDb, { locationId: ids.downtown, from: '2026-04-10', to: '2026-04-10' });
    expect(saleDay.services[0]).toMatchObject({ salesCents: 9_000, refundedCents: 0, netCents: 9_000 });
    const refundDay = await salesReport(world.readDb, { locationId: ids.downtown, from: '2026-04-11', to: '2026-04-11' });
    expect(refundDay.services[0]).toMatchObject({ quantity: 0, salesCents: 0, refundedCents: 9_000, netCents: -9_000 });
  });

  it('puts a New York sale on New York’s day across the end of daylight saving', async () => {
    // Sunday 2026-11-01 is 25 hours long in New York: 23:30 that evening (EST) is 04:30Z on November 2.
    const late = randomUUID();
    await appendAt(saleStream(late), '2026-11-02T04:30:00.000Z', paidSale(late, newYork));
    // 00:30 EDT on November 1 is 04:30Z on November 1, the same day on the local clock.
    const early = randomUUID();
    await appendAt(saleStream(early), '2026-11-01T04:30:00.000Z', paidSale(early, newYork));
    await world.caughtUp();
    const report = await salesReport(world.readDb, { locationId: newYork, from: '2026-10-31', to: '2026-11-02' });
    expect(report.days.map((day) => [day.date, day.count])).toEqual([
      ['2026-10-31', 0],
      ['2026-11-01', 2],
      ['2026-11-02', 0],
    ]);
  });

  it('counts bookings, a cancellation, a late cancellation, a no-show and a completed visit, and their staff minutes', async () => {
    const date = '2026-04-14';
    const stream = daybookStream(ids.uptown, date);
    const booked = (appointmentId: string, staffId: string = ids.ava, minutes = 60): DaybookEvent => ({
      type: 'AppointmentBooked',
      data: {
        appointmentId,
        locationId: ids.uptown,
        date,
        seriesId: null,
        clientId: ids.client,
        notes: '',
        items: [item(ids.cut, staffId, `${date}T15:00:00.000Z`, minutes)],
        holdId: null,
      },
    });
    const [cancelled, late, noShow, done, kept] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await world.append(stream, [
      booked(cancelled),
      booked(late),
      booked(noShow, ids.ben, 30),
      booked(done),
      booked(kept, ids.ben, 45),
      { type: 'AppointmentCancelled', data: { appointmentId: cancelled, reason: 'Ill', lateCancel: false } },
      { type: 'AppointmentCancelled', data: { appointmentId: late, reason: 'Forgot', lateCancel: true } },
      { type: 'AppointmentStatusChanged', data: { appointmentId: noShow, from: 'booked', to: 'no_show' } },
      { type: 'AppointmentStatusChanged', data: { appointmentId: done, from: 'booked', to: 'checked_in' } },
      {
        type: 'AppointmentPaid',
        data: { appointmentId: done, saleId: randomUUID(), amountCents: 5_000, from: 'checked_in', completed: true },
      },
    ]);
    await world.caughtUp();
    const report = await appointmentsReport(world.readDb, { locationId: ids.uptown, from: date, to: date });
    expect(report.days[0]).toMatchObject({
      booked: 5,
      cancelled: 2,
      lateCancelled: 1,
      noShows: 1,
      completed: 1,
      // a no-show held its slot; cancellations freed theirs
      bookedMinutes: 60 + 30 + 45,
    });
    const staff = await staffReport(world.readDb, { locationId: ids.uptown, from: date, to: date });
    expect(staff.staff.map((row) => [row.name, row.appointments, row.bookedMinutes])).toEqual(
      expect.arrayContaining([
        ['Ava Johnson', 1, 60],
        ['Ben Lee', 2, 75],
      ]),
    );

    // Reinstating the ordinary cancellation books its time again.
    await world.append(stream, [
      {
        type: 'AppointmentReinstated',
        data: { appointmentId: cancelled, status: 'booked', items: [item(ids.cut, ids.ava, `${date}T18:00:00.000Z`, 60)] },
      },
    ]);
    await world.caughtUp();
    expect((await appointmentsReport(world.readDb, { locationId: ids.uptown, from: date, to: date })).totals).toMatchObject({
      booked: 5,
      cancelled: 1,
      bookedMinutes: 195,
    });
  });

  it('tells new clients from returning ones and counts who came back within the retention window', async () => {
    const [first, second, third] = ['2026-05-01', '2026-05-20', '2026-09-30'];
    const client = randomUUID();
    const visit = async (date: string) => {
      const appointmentId = randomUUID();
      await world.append(daybookStream(ids.downtown, date), [
        {
          type: 'AppointmentBooked',
          data: {
            appointmentId,
            locationId: ids.downtown,
            date,
            seriesId: null,
            clientId: client,
            notes: '',
            items: [item(ids.cut, ids.ava, `${date}T15:00:00.000Z`)],
            holdId: null,
          },
        },
        { type: 'AppointmentStatusChanged', data: { appointmentId, from: 'booked', to: 'completed' } },
      ]);
      return appointmentId;
    };
    // Folded out of order: the later visit first, then the first one.
    await visit(second);
    await world.caughtUp();
    await visit(first);
    const lastVisit = await visit(third);
    await world.caughtUp();
    const may = await clientsReport(world.readDb, { locationId: ids.downtown, from: '2026-05-01', to: '2026-05-31', retentionDays: 30 });
    expect(may.days.find((day) => day.date === first)).toMatchObject({ newClients: 1, returningClients: 0 });
    expect(may.days.find((day) => day.date === second)).toMatchObject({ newClients: 0, returningClients: 1 });
    // Seen in May, back within 30 days of the first visit.
    expect(may.totals).toMatchObject({ clientsSeen: 1, retained: 1, retention: 1, retentionDays: 30 });
    // The September visit was more than 30 days after May 20, and nothing followed it.
    const autumn = await clientsReport(world.readDb, { locationId: ids.downtown, from: '2026-05-15', to: '2026-09-30', retentionDays: 30 });
    expect(autumn.totals).toMatchObject({ clientsSeen: 1, retained: 0, newClients: 0, returningClients: 2 });

    // A completion undone is no longer a visit.
    await world.append(daybookStream(ids.downtown, third), [
      { type: 'AppointmentStatusReverted', data: { appointmentId: lastVisit, from: 'completed', to: 'checked_in', reason: 'Mistake' } },
    ]);
    await world.caughtUp();
    expect((await clientsReport(world.readDb, { locationId: ids.downtown, from: third, to: third })).totals.returningClients).toBe(0);
  });

  it('keeps the gift-card liability at the end of each day', async () => {
    const card = randomUUID();
    const location = randomUUID();
    await appendAt(giftCardStream(card), '2026-06-01T16:00:00.000Z', [
      {
        type: 'GiftCardIssued',
        data: {
          giftCardId: card,
          code: 'REPORTCARD12',
          amountCents: 10_000,
          saleId: 's1',
          lineId: 'l1',
          locationId: location,
          expiresAt: null,
        },
      },
    ]);
    await appendAt(giftCardStream(card), '2026-06-02T16:00:00.000Z', [
      {
        type: 'GiftCardRedeemed',
        data: { giftCardId: card, redemptionId: 'rr1', amountCents: 4_000, balanceCents: 6_000, saleId: 's2', locationId: location },
      },
      {
        type: 'GiftCardReloaded',
        data: { giftCardId: card, amountCents: 1_000, balanceCents: 7_000, saleId: 's3', lineId: 'l3', locationId: location },
      },
    ]);
    await appendAt(giftCardStream(card), '2026-06-03T16:00:00.000Z', [
      {
        type: 'GiftCardRedemptionRestored',
        data: { giftCardId: card, redemptionId: 'rr1', refundId: 'f1', amountCents: 500, balanceCents: 7_500, saleId: 's2' },
      },
    ]);
    await world.caughtUp();
    const report = await giftCardsReport(world.readDb, { locationId: location, from: '2026-06-02', to: '2026-06-03' });
    expect(report.totals).toEqual({
      issuedCents: 0,
      reloadedCents: 1_000,
      redeemedCents: 4_000,
      restoredCents: 500,
      openingLiabilityCents: 10_000,
      closingLiabilityCents: 7_500,
    });
    expect(report.days.map((day) => day.liabilityCents)).toEqual([7_000, 7_500]);
  });
});
