import { DateTime } from 'luxon';
import { giftCardCodeStream } from '@chairside/shared/gift-cards/gift-card-events';
import { demoLocations } from '../business/index';
import { derivedUuid } from '../commands/command-ids';
import type { CommandContext } from '../commands/handle-command';
import type { DemoDiaryContext, DemoSeedStep } from '../http/backend-module';
import { issueGiftCard, redeemGiftCard, reloadGiftCard } from './gift-card-service';

// A few cards the demo opens with on /gift-certificates: one untouched, one partly spent, one spent and
// reloaded. Printed certificates' codes (fixed, so a second run finds them and adds nothing).
const cards = [
  { code: 'SPAGIFT2026A', locationId: demoLocations.downtown.id, amountCents: 10_000, soldDaysAgo: 40, redeem: [], reload: null },
  { code: 'BDAYGIFTMAYA', locationId: demoLocations.downtown.id, amountCents: 5_000, soldDaysAgo: 25, redeem: [[12, 3_150]], reload: null },
  {
    code: 'UPTOWNGIFT77',
    locationId: demoLocations.uptown.id,
    amountCents: 7_500,
    soldDaysAgo: 60,
    redeem: [
      [30, 4_000],
      [9, 3_500],
    ],
    reload: [3, 2_500],
  },
] as const satisfies readonly {
  code: string;
  locationId: string;
  amountCents: number;
  soldDaysAgo: number;
  redeem: readonly (readonly [number, number])[];
  reload: readonly [number, number] | null;
}[];

export async function seedDemoGiftCards({ store, readDb, now, upToDate }: DemoDiaryContext): Promise<DemoSeedStep> {
  const first = cards[0];
  if ((await store.readStream(giftCardCodeStream(first.code), { maxCount: 1 })).length > 0)
    return { seeded: false, commands: 0, last: null };
  // The expiry policy is read with the business's id from the read models.
  await upToDate();
  const deps = { store, readDb };
  const at = (daysAgo: number): CommandContext => ({
    userId: null,
    source: 'seed',
    now: () => DateTime.fromJSDate(now).minus({ days: daysAgo }).toJSDate(),
  });
  // The demo's cards come without their sales: the ids of the sale lines that sold them are the demo's own.
  const sale = (code: string, what: string) => derivedUuid(`demo-gift-card:${code}:${what}`);
  let commands = 0;
  let last: DemoSeedStep['last'] = null;
  for (const card of cards) {
    const { code, locationId, amountCents } = card;
    const saleId = sale(code, 'sale');
    last = (await issueGiftCard(deps, { code, amountCents, saleId, lineId: sale(code, 'line'), locationId }, at(card.soldDaysAgo)))
      .position;
    commands += 1;
    for (const [daysAgo, cents] of card.redeem) {
      const redemptionId = sale(code, `redemption-${daysAgo}`);
      const redemption = { code, amountCents: cents, redemptionId, saleId: sale(code, `paid-${daysAgo}`), locationId };
      last = (await redeemGiftCard(deps, redemption, at(daysAgo))).position;
      commands += 1;
    }
    if (card.reload) {
      const [daysAgo, cents] = card.reload;
      const reload = {
        code,
        amountCents: cents,
        saleId: sale(code, `reload-${daysAgo}`),
        lineId: sale(code, `reload-line-${daysAgo}`),
        locationId,
      };
      last = (await reloadGiftCard(deps, reload, at(daysAgo))).position;
      commands += 1;
    }
  }
  return { seeded: true, commands, last };
}
