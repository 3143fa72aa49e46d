import { randomUUID } from 'node:crypto';
import {
  MAX_HOLDS_PER_VISITOR,
  type MyHold,
  type PublicBookingInput,
  type PublicBookingReply,
  type PublicHoldInput,
  type PublicHoldReply,
} from '@chairside/shared/booking/booking-dto';
import { daybookStream, type AppointmentItemRecord, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { addMinutes, HOUR_MS, minutesToMs } from '@chairside/shared/format/durations';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import type { Position } from '@chairside/platform/event-store/event-store';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { getUser } from '@chairside/projections/identity/identity-queries';
import {
  bookOnDayInPlan,
  dayRead,
  findHoldDay,
  isHoldActive,
  loadDay,
  loadDayFacts,
  loadLocationFacts,
  localDateOf,
  placeHoldOnDay,
  releaseHoldOnDay,
  type DaybookState,
  type DayHold,
  type LoadedDay,
  type LocationFacts,
} from '../appointments/index';
import type { Caller } from '../auth/caller';
import { clientRegistrationReads, matchClient, registerClientInPlan, type ClientDetails } from '../clients/index';
import { handleCommands } from '../commands/command-plan';
import { inStreamLane } from '../commands/stream-lanes';
import { DomainError } from '../commands/domain-error';
import type { CommandContext, CommandResult } from '../commands/handle-command';
import type { ServiceDeps } from '../commands/service-deps';
import { confirmationEmail, type BookedVisit } from './booking-confirmation';
import { holdManageToken, manageLinkAppointment, manageLinkRead, newManageToken, planManageLink } from './manage-links';
import { hashHoldToken, newHoldToken } from './hold-tokens';
import { checkOnlineRequest, checkOnlineWindow, onlineDay, type OnlineOffer } from './online-offer';
import type { HoldLimits, VisitorHolds } from './visitor-holds';

// Holds and bookings of the public booking page. A hold is placed on the location's day stream like the
// desk's, with its token's hash and the visitor who holds it; a booking names the hold and its token and is
// decided on the same stream, so two bookers (or two backend processes) can never both have one slot, and
// one token books once. A new client is registered in the same atomic append as their booking, with claims
// on their e-mail and phone, so the same person booking twice at once is still one client.

export type PublicBookingDeps = ServiceDeps & {
  holds: VisitorHolds;
  outbox?: Outbox;
  publicUrl?: string;
  logger?: { warn(object: object, message: string): void };
  // The server's secret: a booking's manage link is derived from its hold under it (holdManageToken).
  linkSecret?: () => Promise<string>;
};

// Who holds: the visitor (a signed-in user, or the id the server issued in the visitor cookie) and the
// address the request came from (both limits are counted in Redis, see visitor-holds.ts).
export type HoldingVisitor = { visitorId: string; address: string; limits: HoldLimits };

export async function placePublicHold(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  input: PublicHoldInput,
  holder: HoldingVisitor,
  context: CommandContext,
  now: Date,
): Promise<PublicHoldReply & { result: CommandResult }> {
  const { visitorId } = holder;
  const { location } = checkOnlineRequest(offer, { locationId: input.locationId, serviceIds: input.serviceIds, staffId: input.staffId });
  const zone = location.timeZone;
  const start = Date.parse(input.startsAt);
  const date = localDateOf(start, zone);
  checkOnlineWindow(offer, start, date, zone, now);
  const facts = await loadLocationFacts(deps.readDb, input.locationId, input.serviceIds);
  const day = onlineDay(await loadDayFacts(deps.readDb, facts, date, { mayBookInPast: false }), offer);
  const holdId = randomUUID();
  const holdToken = newHoldToken();
  const { holdMinutes } = offer.design;
  const expiresAtMs = addMinutes(now.getTime(), holdMinutes);
  // The visitor's place is taken before the append, so parallel requests of one visitor cannot slip past the limit.
  const place = await deps.holds.reserve(visitorId, holder.address, { holdId, expiresAtMs }, holder.limits, now.getTime());
  if (!place.reserved && place.full === 'visitor')
    throw new DomainError(`You already hold ${MAX_HOLDS_PER_VISITOR} times; book or release one first`, 409);
  if (!place.reserved)
    throw new DomainError('Too many times are held from your network right now; book or release the one you hold first', 409);
  // The hold given up for this visitor is released on its day, so every booker and the desk see the time free.
  if (place.evicted) await releaseEvicted(deps, place.evicted, context);
  let result: CommandResult;
  try {
    const hold = {
      holdId,
      startsAt: new Date(start).toISOString(),
      items: input.serviceIds.map((serviceId) => ({ serviceId, staffId: input.staffId })),
      userId: context.userId,
      itemIds: input.serviceIds.map(() => randomUUID()),
      day,
      holdMinutes,
      tokenHash: hashHoldToken(holdToken),
      visitorId,
    };
    const stream = daybookStream(input.locationId, date);
    result = await inStreamLane(stream, () =>
      placeHoldOnDay(deps.store, { locationId: input.locationId, date }, hold, {
        ...context,
        locationId: input.locationId,
        now: () => now,
      }),
    );
  } catch (error) {
    await deps.holds.free(visitorId, holdId);
    throw error;
  }
  // Given up for a newcomer of the same address while it was being appended (before its day was known to
  // the one giving it up): released here, so the address never keeps more than its places.
  if (!(await deps.holds.isHeld(holdId))) {
    await releaseEvicted(deps, holdId, context, { locationId: input.locationId, date });
    throw new DomainError('Too many times are held from your network right now; please choose a time again', 409);
  }
  const held = result.events.find((event): event is Extract<DaybookEvent, { type: 'SlotHeld' }> => event.type === 'SlotHeld');
  const expiresAt = held?.data.expiresAt ?? new Date(expiresAtMs).toISOString();
  // Kept an hour past the hold's own minutes (Redis counts the time to live in seconds).
  await deps.holds.rememberDay(holdId, { locationId: input.locationId, date }, (minutesToMs(holdMinutes) + HOUR_MS) / 1000);
  try {
    await deps.holdExpiry?.enqueue({ holdId, locationId: input.locationId, date, expiresAt });
  } catch (error) {
    // The hold lapses by rule anyway (every decision ignores it past expiresAt); only the event would be late.
    deps.logger?.warn({ err: error, holdId }, 'could not schedule the hold expiry job');
  }
  return {
    holdId,
    holdToken,
    expiresAt,
    startsAt: new Date(start).toISOString(),
    staffId: held?.data.items[0]?.staffId ?? input.staffId ?? '',
    result,
  };
}

async function releaseEvicted(
  deps: PublicBookingDeps,
  holdId: string,
  context: CommandContext,
  knownDay?: { locationId: string; date: string },
): Promise<void> {
  try {
    const { locationId, date } = knownDay ?? (await findPublicHoldDay(deps, holdId));
    const stream = daybookStream(locationId, date);
    await inStreamLane(stream, () =>
      releaseHoldOnDay(deps.store, { locationId, date }, { holdId, userId: null, mayReleaseAnyHold: true }, { ...context, locationId }),
    );
  } catch (error) {
    // Its place is given up either way; the hold itself still lapses by rule at its expiry.
    deps.logger?.warn({ err: error, holdId }, 'could not release a hold given up for another visitor');
  }
}

// A visitor's live holds (theirs as a signed-in user and as the cookie's visitor), as their day books have them.
export async function listVisitorHolds(deps: PublicBookingDeps, visitorIds: readonly string[], now: Date): Promise<MyHold[]> {
  const holdIds = new Set((await Promise.all(visitorIds.map((id) => deps.holds.liveHolds(id, now.getTime())))).flat());
  const mine: MyHold[] = [];
  for (const holdId of holdIds) {
    const day = await deps.holds.dayOf(holdId);
    if (!day) continue;
    const hold = (await loadDay(deps.store, day)).state.holds.get(holdId);
    if (!hold || !isHoldActive(hold, now)) continue;
    const items = [...hold.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    mine.push({
      holdId,
      locationId: day.locationId,
      date: day.date,
      startsAt: new Date(startOf(items)).toISOString(),
      expiresAt: hold.expiresAt,
      staffId: items[0]?.staffId ?? '',
      serviceIds: items.map((item) => item.serviceId),
    });
  }
  return mine.sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
}

// Which day book holds a hold: Redis remembers it for the hold's life; the event store is the fallback.
export async function findPublicHoldDay(deps: PublicBookingDeps, holdId: string): Promise<{ locationId: string; date: string }> {
  const day = (await deps.holds.dayOf(holdId)) ?? (await findHoldDay(deps.store, holdId));
  if (!day) throw new DomainError('Hold not found', 404);
  return day;
}

// The hold as its day stream has it, checked against the token presented.
function ownHold(state: DaybookState, holdId: string, tokenHash: string): DayHold {
  const hold = state.holds.get(holdId);
  if (!hold) {
    const ended = state.releasedHolds.get(holdId);
    if (ended === 'booked') throw new DomainError('This hold has already been booked', 409);
    if (ended === 'released') throw new DomainError('This hold was released; choose a time again', 409);
    throw new DomainError('Hold not found', 404);
  }
  if (hold.tokenHash === null || hold.tokenHash !== tokenHash)
    throw new DomainError('That hold is not yours: use the hold token you were given', 403);
  return hold;
}

export async function loadOwnHold(
  deps: PublicBookingDeps,
  holdId: string,
  holdToken: string,
): Promise<{ day: LoadedDay; hold: DayHold; locationId: string; date: string; tokenHash: string }> {
  const { locationId, date } = await findPublicHoldDay(deps, holdId);
  const day = await loadDay(deps.store, { locationId, date });
  const tokenHash = hashHoldToken(holdToken);
  return { day, hold: ownHold(day.state, holdId, tokenHash), locationId, date, tokenHash };
}

export async function releasePublicHold(
  deps: PublicBookingDeps,
  holdId: string,
  holdToken: string,
  context: CommandContext,
): Promise<CommandResult | null> {
  const { locationId, date } = await findPublicHoldDay(deps, holdId);
  const day = await loadDay(deps.store, { locationId, date });
  // Released already: releasing again changes nothing.
  if (day.state.releasedHolds.get(holdId) === 'released') return null;
  const tokenHash = hashHoldToken(holdToken);
  const hold = ownHold(day.state, holdId, tokenHash);
  const result = await releaseHoldOnDay(
    deps.store,
    day,
    { holdId, userId: context.userId, mayReleaseAnyHold: false, tokenHash },
    { ...context, locationId },
  );
  if (hold.visitorId) await deps.holds.free(hold.visitorId, holdId);
  return result;
}

// Who is booking: a signed-in client is the client record with their account's e-mail (made if missing);
// anyone else tells us, and is matched to an existing client by e-mail or phone.
async function bookerOf(
  deps: PublicBookingDeps,
  input: PublicBookingInput,
  caller: Caller | null,
): Promise<{ details: ClientDetails; clientId: string | null }> {
  if (caller?.role === 'client') {
    const user = await getUser(deps.readDb, caller.userId);
    if (!user) throw new DomainError('Your account was not found; sign in again', 404);
    const details = {
      firstName: user.firstName || 'Client',
      lastName: user.lastName,
      email: user.email,
      phone: (user.phone && normalizePhone(user.phone)) || '',
    };
    const match = await matchClient(deps.readDb, { email: user.email, phone: '' });
    return { details, clientId: match?.client.id ?? null };
  }
  if (!input.client) throw new DomainError('Tell us who is booking: first name, last name and e-mail address (or sign in)', 422);
  const details = {
    firstName: input.client.firstName,
    lastName: input.client.lastName,
    email: input.client.email.trim(),
    phone: input.client.phone,
  };
  const match = await matchClient(deps.readDb, { email: details.email, phone: details.phone });
  return { details, clientId: match?.client.id ?? null };
}

const startOf = (items: readonly AppointmentItemRecord[]) => Math.min(...items.map((item) => Date.parse(item.startsAt)));
const endOf = (items: readonly AppointmentItemRecord[]) =>
  Math.max(...items.map((item) => addMinutes(Date.parse(item.startsAt), item.durationMinutes + item.processingMinutes)));

export async function bookPublic(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  input: PublicBookingInput,
  caller: Caller | null,
  context: CommandContext,
): Promise<{ reply: PublicBookingReply; projectTo: ProjectTo | null }> {
  // A refusal (409) may be a repeat of a confirmation that already booked this hold (a double click, a retry
  // after a lost reply): that is answered with the first booking, never with "already booked".
  const orRepeat = async <T>(work: () => Promise<T>): Promise<T | RepeatedBooking> => {
    try {
      return await work();
    } catch (error) {
      // The first confirmation may have died between its append and queueing the e-mail: the repeat queues it
      // again under its key (queued once however often), and a repeat never fails for the e-mail's sake.
      const resend = (visit: BookedVisit, manageToken: string) =>
        bookerOf(deps, input, caller).then(
          (booker) => sendConfirmation(deps, booker.details, visit, manageToken),
          () => undefined,
        );
      const repeat = error instanceof DomainError && error.status === 409 ? await repeatedBooking(deps, offer, input, resend) : null;
      if (repeat) return repeat;
      throw error;
    }
  };
  const own = await orRepeat(() => loadOwnHold(deps, input.holdId, input.holdToken));
  if ('repeated' in own) return own.repeated;
  const booker = await bookerOf(deps, input, caller);
  const { hold, locationId, date, tokenHash } = own;
  const items = [...hold.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const serviceIds = items.map((item) => item.serviceId);
  const facts = await loadLocationFacts(deps.readDb, locationId, serviceIds);
  const dayFacts = await loadDayFacts(deps.readDb, facts, date, {
    mayBookInPast: false,
    otherStaffIds: items.map((item) => item.staffId),
  });
  const appointmentId = randomUUID();
  const newClientId = randomUUID();
  const itemIds = items.map(() => randomUUID());
  const linkToken = deps.linkSecret ? holdManageToken(await deps.linkSecret(), hold.holdId, input.holdToken) : newManageToken();
  const outcome = await orRepeat(() =>
    inStreamLane(daybookStream(locationId, date), () =>
      handleCommands(
        deps.store,
        { ...context, locationId },
        async (plan) => {
          // A client another booker registered a moment ago (not yet in the read model) is found by the claim
          // on their e-mail or phone; otherwise the new client is registered in the same append as the booking.
          const clientId = booker.clientId ?? (await registerClientInPlan(plan, booker.details, newClientId, 'reuse'));
          const event = await bookOnDayInPlan(
            plan,
            { locationId, date },
            {
              appointmentId,
              seriesId: null,
              clientId,
              clientKnown: true,
              startsAt: new Date(startOf(items)).toISOString(),
              items: items.map((item) => ({ serviceId: item.serviceId, staffId: item.staffId })),
              notes: input.notes,
              holdId: hold.holdId,
              holdTokenHash: tokenHash,
              userId: context.userId,
              itemIds,
              day: dayFacts,
              override: null,
            },
          );
          // The visit's private manage link is issued in the same append: a booking never exists without one.
          const manageToken = await planManageLink(plan, appointmentId, linkToken);
          return { items: event.data.items, manageToken };
        },
        // The day read before this booking's turn in the lane is likely stale by now: the plan reads it
        // afresh, with the claims and the link's stream, in one read.
        {
          reads: [
            dayRead({ locationId, date }),
            ...(booker.clientId ? [] : clientRegistrationReads(booker.details, newClientId)),
            manageLinkRead(linkToken),
          ],
        },
      ),
    ),
  );
  // The same confirmation, sent twice at once, lost the race to itself: the winner's booking is the answer.
  if ('repeated' in outcome) return outcome.repeated;
  const {
    value: { items: booked, manageToken },
    result,
  } = outcome;
  if (hold.visitorId) await deps.holds.free(hold.visitorId, hold.holdId);
  const visit = describeVisit(offer, facts, dayFacts.names, locationId, appointmentId, booked);
  await sendConfirmation(deps, booker.details, visit, manageToken);
  return { reply: { ...replyOf(visit, locationId), manageToken }, projectTo: projectToOf(result) };
}

// What a confirmation's reply waits for the read models to fold before it is sent, so that the desk's
// calendar and "My appointments", read next, hold the booking. eventTypes null: every read model.
export type ProjectTo = { position: Position; eventTypes: readonly string[] | null };
export const projectToOf = (result: CommandResult): ProjectTo | null =>
  result.position ? { position: result.position, eventTypes: result.events.map((event) => event.type) } : null;
type RepeatedBooking = { repeated: { reply: PublicBookingReply; projectTo: ProjectTo } };

// The booking a hold became, when this token booked it: what the first confirmation answered.
async function repeatedBooking(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  input: PublicBookingInput,
  resend?: (visit: BookedVisit, manageToken: string) => Promise<void>,
): Promise<RepeatedBooking | null> {
  const { locationId, date } = await findPublicHoldDay(deps, input.holdId);
  const day = await loadDay(deps.store, { locationId, date });
  const booked = day.state.bookedHolds.get(input.holdId);
  if (!booked?.tokenHash || booked.tokenHash !== hashHoldToken(input.holdToken)) return null;
  const appointment = day.state.appointments.get(booked.appointmentId);
  // Moved to another day or cancelled since: no longer the answer the first confirmation gave.
  if (!appointment || appointment.status === 'cancelled') return null;
  const bookedEvent = day.history.find(
    (event) => event.type === 'AppointmentBooked' && (event.data as { appointmentId?: unknown }).appointmentId === booked.appointmentId,
  );
  const facts = await loadLocationFacts(
    deps.readDb,
    locationId,
    appointment.items.map((item) => item.serviceId),
  );
  const dayFacts = await loadDayFacts(deps.readDb, facts, date, {
    mayBookInPast: false,
    otherStaffIds: appointment.items.map((item) => item.staffId),
  });
  const visit = describeVisit(offer, facts, dayFacts.names, locationId, booked.appointmentId, appointment.items);
  const manageToken = await repeatedLink(deps, input, booked.appointmentId);
  if (resend && manageToken) await resend(visit, manageToken);
  if (!bookedEvent) throw new Error(`The day that booked hold ${input.holdId} has no AppointmentBooked for it`);
  // A double click's second request can be answered while the first still waits for the read models: it
  // waits for them too. It does not know which other streams the first append wrote (a new client, the
  // manage link), so it waits for every read model to pass the booking.
  return {
    repeated: {
      reply: { ...replyOf(visit, locationId), manageToken },
      projectTo: { position: bookedEvent.position, eventTypes: null },
    },
  };
}

// The manage link the first confirmation gave, derived again; null when it cannot be (no secret here, or
// the secret changed since), rather than a link that opens nothing.
async function repeatedLink(deps: PublicBookingDeps, input: PublicBookingInput, appointmentId: string): Promise<string | null> {
  if (!deps.linkSecret) return null;
  const token = holdManageToken(await deps.linkSecret(), input.holdId, input.holdToken);
  const opens = await manageLinkAppointment(deps.store, token).catch(() => null);
  return opens === appointmentId ? token : null;
}

export function describeVisit(
  offer: OnlineOffer,
  facts: LocationFacts,
  names: Record<string, string>,
  locationId: string,
  appointmentId: string,
  booked: readonly AppointmentItemRecord[],
): BookedVisit {
  const location = offer.locations.find((candidate) => candidate.id === locationId);
  return {
    appointmentId,
    startsAt: new Date(startOf(booked)).toISOString(),
    endsAt: new Date(endOf(booked)).toISOString(),
    zone: facts.zone,
    businessName: offer.business.name,
    locationName: location?.name ?? facts.location?.name ?? 'Our salon',
    address: location?.address ?? '',
    phone: location?.phone ?? null,
    services: booked.map((item) => ({
      name: facts.services.find((service) => service.serviceId === item.serviceId)?.name ?? 'Service',
      staffName: names[item.staffId] ?? 'Our team',
    })),
    priceCents: booked.reduce((sum, item) => sum + item.priceCents, 0),
  };
}

const replyOf = (visit: BookedVisit, locationId: string): PublicBookingReply => ({
  appointmentId: visit.appointmentId,
  startsAt: visit.startsAt,
  endsAt: visit.endsAt,
  locationId,
  summary: {
    businessName: visit.businessName,
    locationName: visit.locationName,
    address: visit.address,
    services: visit.services,
    priceCents: visit.priceCents,
  },
  manageToken: null,
});

// The confirmation goes through the outbox (durable, retried); a booking never fails because of it.
async function sendConfirmation(deps: PublicBookingDeps, details: ClientDetails, visit: BookedVisit, manageToken: string): Promise<void> {
  if (!deps.outbox || !details.email) return;
  try {
    await deps.outbox.email({
      to: details.email,
      category: 'booking-confirmation',
      key: `booking-confirmation.${visit.appointmentId}`,
      ...confirmationEmail(details.firstName, visit, deps.publicUrl, manageToken),
    });
  } catch (error) {
    deps.logger?.warn({ err: error, appointmentId: visit.appointmentId }, 'could not queue the booking confirmation');
  }
}
