import { randomUUID } from 'node:crypto';
import { setStaffServicesSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { createStaffInputSchema } from '@chairside/shared/team/staff-dto';
import { weeklyScheduleInputSchema } from '@chairside/shared/team/working-hours-dto';
import type { Caller } from '../auth/caller';
import { setStaffServices } from '../catalogue/index';
import { registerClient } from '../clients/index';
import type { CommandContext } from '../commands/handle-command';
import { generateGiftCardCode, issueGiftCard } from '../gift-cards/index';
import type { CommandOutcome } from '../commands/service-deps';
import type { RouteDeps } from '../http/route-deps';
import { addWeeklySchedule, hireStaff } from '../team/index';
import type { TestingSeedInput, TestingSeedReply } from './testing-seed-dto';

// Through the same service functions the product's routes call, so what is seeded is what a person would
// have made on the screens. Each step waits for the read models, as the next step's checks read them.
export async function seedTestingWorld(
  deps: RouteDeps,
  input: TestingSeedInput,
  caller: Caller,
  context: CommandContext,
): Promise<TestingSeedReply> {
  const settled = async ({ result }: CommandOutcome): Promise<void> => {
    const position = result.position;
    // The read models of what was written, as a command's reply waits for them.
    const types = result.events.map((event) => event.type);
    if (position && !(await deps.commands.waiter.waitFor(position, 20_000, types)))
      throw new Error('The read models did not catch up with the seed');
  };
  const clients: { id: string }[] = [];
  for (const [index, client] of input.clients.entries()) {
    // A fictional 555 number per client, so a search by phone finds one.
    const phone = `+1312555${String(1000 + ((Date.now() + index) % 9000)).padStart(4, '0')}`;
    const outcome = await registerClient(deps, { ...client, phone, email: '' }, context);
    await settled(outcome);
    clients.push({ id: outcome.id });
  }
  const staff: { id: string }[] = [];
  for (const member of input.staff) {
    const hired = await hireStaff(
      deps,
      createStaffInputSchema.parse({
        firstName: member.firstName,
        lastName: member.lastName,
        color: '#0ea5e9',
        locationIds: [member.locationId],
        pay: {},
      }),
      caller,
      context,
    );
    await settled(hired);
    const schedule = weeklyScheduleInputSchema.parse({
      locationId: member.locationId,
      effectiveFrom: member.from,
      effectiveUntil: member.until ?? null,
      days: member.weekdays.map((weekday) => ({ weekday, hours: [member.hours] })),
    });
    await settled(await addWeeklySchedule(deps, hired.id, schedule, context));
    const services = setStaffServicesSchema.parse({ services: member.serviceIds.map((serviceId) => ({ serviceId })) });
    await settled(await setStaffServices(deps, hired.id, services, context));
    staff.push({ id: hired.id });
  }
  const giftCards: { id: string; code: string }[] = [];
  for (const card of input.giftCards ?? []) {
    const code = await generateGiftCardCode(deps);
    const { giftCardId } = await issueGiftCard(
      deps,
      { code, amountCents: card.amountCents, saleId: randomUUID(), lineId: randomUUID(), locationId: card.locationId },
      context,
    );
    giftCards.push({ id: giftCardId, code });
  }
  // Issuing answers no position of its own: the read models catch up with everything written so far.
  if (giftCards.length > 0) {
    const head = await deps.store.headPosition();
    if (head && !(await deps.commands.waiter.waitFor(head, 20_000))) throw new Error('The read models did not catch up with the seed');
  }
  return { clients, staff, giftCards };
}
