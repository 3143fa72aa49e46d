import { randomBytes, randomUUID } from 'node:crypto';
import type { ManageAccountInput, ManagedVisit, MyCancelInput, MyRescheduleInput } from '@chairside/shared/booking/booking-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { clientContactsByIds, type ClientContact } from '@chairside/projections/clients/client-queries';
import { loadDayFacts, loadLocationFacts, locateAppointment, type LocatedAppointment } from '../appointments/index';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import type { CommandContext } from '../commands/handle-command';
import type { CommandOutcome } from '../commands/service-deps';
import { claimedBy, hashPassword, planRegisterUser } from '../identity/index';
import { manageLinkAppointment } from './manage-links';
import { cancelVisit, moveVisit, shapeAppointment } from './my-appointments';
import type { OnlineOffer } from './online-offer';
import type { PublicBookingDeps } from './public-booking-service';

// A visit opened through its private manage link, by whoever holds the link (no account needed): seen,
// cancelled or moved under the same rules as "My appointments", and the door to an account of one's own
// (the link proves the visit's e-mail address is theirs). A token that is wrong, of a visit that has
// ended, or of a visit that is gone is one and the same 404.

const notFound = () => new DomainError('That manage link is not valid; use the link in your latest e-mail', 404);

const endOf = (located: LocatedAppointment) =>
  Math.max(
    ...located.appointment.items.map((item) => addMinutes(Date.parse(item.startsAt), item.durationMinutes + item.processingMinutes)),
  );

export async function linkedVisit(deps: PublicBookingDeps, token: string | undefined, now: Date): Promise<LocatedAppointment> {
  const appointmentId = await manageLinkAppointment(deps.store, token);
  let located: LocatedAppointment;
  try {
    located = await locateAppointment(deps, appointmentId);
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw notFound();
    throw error;
  }
  if (endOf(located) <= now.getTime()) throw notFound();
  return located;
}

async function contactOf(deps: PublicBookingDeps, located: LocatedAppointment): Promise<ClientContact | null> {
  return (await clientContactsByIds(deps.readDb, [located.appointment.clientId])).get(located.appointment.clientId) ?? null;
}

export async function getManagedVisit(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  token: string | undefined,
  now: Date,
): Promise<ManagedVisit> {
  const located = await linkedVisit(deps, token, now);
  const { appointment, locationId, date } = located;
  const items = [...appointment.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const facts = await loadLocationFacts(
    deps.readDb,
    locationId,
    items.map((item) => item.serviceId),
  );
  const day = await loadDayFacts(deps.readDb, facts, date, { mayBookInPast: true, otherStaffIds: items.map((item) => item.staffId) });
  const location = offer.locations.find((candidate) => candidate.id === locationId);
  const contact = await contactOf(deps, located);
  const startsAt = new Date(Math.min(...items.map((item) => Date.parse(item.startsAt)))).toISOString();
  return {
    firstName: contact?.firstName ?? '',
    appointment: shapeAppointment(
      offer,
      {
        id: appointment.appointmentId,
        locationId,
        locationName: location?.name ?? facts.location?.name ?? 'Our salon',
        status: appointment.status,
        startsAt,
        endsAt: new Date(endOf(located)).toISOString(),
        services: items.map((item) => ({
          serviceId: item.serviceId,
          name: facts.services.find((service) => service.serviceId === item.serviceId)?.name ?? 'Service',
          staffId: item.staffId,
          staffName: day.names[item.staffId] ?? 'Our team',
        })),
        priceCents: items.reduce((sum, item) => sum + item.priceCents, 0),
        lateCancel: false,
      },
      now,
    ),
  };
}

export async function cancelManagedVisit(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  token: string | undefined,
  input: MyCancelInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  return cancelVisit(deps, offer, await linkedVisit(deps, token, now), input, context, now);
}

export async function moveManagedVisit(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  token: string | undefined,
  input: MyRescheduleInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  return moveVisit(deps, offer, await linkedVisit(deps, token, now), input, context, now);
}

// A username is needed but never typed (clients sign in with their e-mail): the address's first part and a
// random tail, so two clients named alike never collide.
function usernameFor(email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30);
  return `${base.length >= 2 ? base : 'client'}-${randomBytes(3).toString('hex')}`;
}

// A client-role account for the visit's e-mail address, registered as the identity module registers users
// (the e-mail claimed in the same append, so it happens once); an address that already has an account is refused.
export async function createAccountFromLink(
  deps: PublicBookingDeps,
  token: string | undefined,
  input: ManageAccountInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  const located = await linkedVisit(deps, token, now);
  const contact = await contactOf(deps, located);
  const email = contact?.email.trim() ?? '';
  if (!contact || !email) throw new DomainError('This visit has no e-mail address, so no account can be made from it; please call us', 422);
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    if ((await claimedBy(plan, 'email', email)) !== null)
      throw new DomainError('An account with this e-mail address already exists; sign in with it instead', 409);
    await planRegisterUser(
      plan,
      {
        userId,
        username: usernameFor(email),
        email,
        phone: contact.phone || null,
        firstName: contact.firstName,
        lastName: contact.lastName,
        role: 'client',
        password: input.password,
      },
      passwordHash,
    );
  });
  return { id: userId, result };
}
