import type { ClientSpendSummary, ClientTimelineEntry, ClientVisit, ClientVisits } from '@chairside/shared/clients/client-dto';
import { consentSourceLabels } from '@chairside/shared/clients/client-dto';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { clientStream } from '@chairside/shared/clients/client-events';
import { formatPhone } from '@chairside/shared/format/phone-format';
import {
  clientVisitFigures,
  listClientAppointments,
  type ClientAppointment,
} from '@chairside/projections/appointments/client-appointment-queries';
import { listSavedPaymentMethods } from '@chairside/projections/card-payments/saved-payment-method-queries';
import { giftCardsBySaleIds } from '@chairside/projections/gift-cards/gift-card-queries';
import { userProfilesByIds } from '@chairside/projections/identity/identity-queries';
import { clientSpend } from '@chairside/projections/sales/sale-queries';
import { mergedClientIds } from '@chairside/projections/clients/client-queries';
import type { ServiceDeps } from '../commands/service-deps';

// The profile's sections, each read from the module that owns it (appointments, sales, gift cards, card
// payments) or, for the timeline, from the client's own stream.

const visit = (appointment: ClientAppointment): ClientVisit => ({
  id: appointment.id,
  locationName: appointment.locationName,
  status: appointment.status,
  startsAt: appointment.startsAt,
  endsAt: appointment.endsAt,
  services: appointment.services.map(({ name, staffName }) => ({ name, staffName })),
  priceCents: appointment.priceCents,
  lateCancel: appointment.lateCancel,
});

// A client's visits and sales include those of the clients merged into them (day books keep the old ids).
export async function readClientVisits(deps: Pick<ServiceDeps, 'readDb'>, survivorId: string, now = new Date()): Promise<ClientVisits> {
  const clientId = await mergedClientIds(deps.readDb, survivorId);
  const [{ upcoming, past }, figures] = await Promise.all([
    listClientAppointments(deps.readDb, clientId, now, 20),
    clientVisitFigures(deps.readDb, clientId),
  ]);
  return {
    upcoming: upcoming.slice(0, 20).map(visit),
    past: past.map(visit),
    completed: figures.completed,
    noShows: figures.noShows,
    lateCancels: figures.lateCancels,
  };
}

export async function readClientSpend(deps: Pick<ServiceDeps, 'readDb'>, survivorId: string): Promise<ClientSpendSummary> {
  const clientId = await mergedClientIds(deps.readDb, survivorId);
  const [spend, figures, savedCards] = await Promise.all([
    clientSpend(deps.readDb, clientId),
    clientVisitFigures(deps.readDb, clientId),
    listSavedPaymentMethods(deps.readDb, survivorId),
  ]);
  const giftCards = await giftCardsBySaleIds(deps.readDb, spend.saleIds);
  return {
    spentCents: spend.spentCents,
    paidSales: spend.paidSales,
    lastVisitAt: figures.lastVisitAt,
    lastPaidAt: spend.lastPaidAt,
    giftCards: giftCards.map(({ id, last4, initialCents, balanceCents, expiresAt }) => ({
      id,
      last4,
      initialCents,
      balanceCents,
      expiresAt,
    })),
    savedCards: savedCards.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear })),
  };
}

const channelNames = { email: 'E-mail', sms: 'SMS' } as const;
const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');
const phoneText = (phone: string) => (phone ? formatPhone(phone) : 'none');

// One readable line per event; details changes name what changed against the event before.
function describe(event: ClientEvent, before: Record<string, string>): string {
  switch (event.type) {
    case 'ClientRegistered':
      return `Added as a client: ${fullName(event.data.firstName, event.data.lastName)}`;
    case 'ClientDetailsChanged': {
      const { firstName, lastName, phone, email } = event.data;
      const changes: string[] = [];
      const name = fullName(firstName, lastName);
      if (name !== before.name) changes.push(`name to ${name}`);
      if (phone !== before.phone) changes.push(`phone to ${phoneText(phone)}`);
      if (email !== before.email) changes.push(`e-mail to ${email || 'none'}`);
      return changes.length > 0 ? `Changed ${changes.join(', ')}` : 'Details saved';
    }
    case 'ClientProfileChanged': {
      const birthday = event.data.birthday ? `birthday ${event.data.birthday}` : 'no birthday';
      const tags = event.data.tags.length > 0 ? `tags ${event.data.tags.join(', ')}` : 'no tags';
      return `Profile set: ${birthday}; ${tags}`;
    }
    case 'ClientConsentRecorded':
      return `${channelNames[event.data.channel]} marketing consent ${event.data.granted ? 'given' : 'withdrawn'} ${consentSourceLabels[event.data.source]}`;
    case 'ClientArchived':
      return 'Archived';
    case 'ClientRestored':
      return 'Restored from the archive';
    case 'ClientsMerged':
      return 'Merged into another client';
    case 'ClientAnonymised':
      return 'Anonymised on request';
    default:
      return 'Changed';
  }
}

// The client stream's events, newest first (at most `limit`), each with who and when.
export async function readClientTimeline(deps: ServiceDeps, clientId: string, limit = 200): Promise<ClientTimelineEntry[]> {
  const events = await deps.store.readStream(clientStream(clientId));
  const before: Record<string, string> = { name: '', phone: '', email: '' };
  const entries: (ClientTimelineEntry & { userId: string | null; online: boolean })[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ClientEvent;
    entries.push({
      id: recorded.id,
      type: recorded.type,
      at: recorded.metadata.occurredAt,
      byName: null,
      text: describe(event, before),
      userId: recorded.metadata.userId,
      online: recorded.metadata.channel === 'online',
    });
    if (event.type === 'ClientRegistered' || event.type === 'ClientDetailsChanged') {
      before.name = fullName(event.data.firstName, event.data.lastName);
      before.phone = event.data.phone;
      before.email = event.data.email;
    }
  }
  const newest = entries.reverse().slice(0, limit);
  const users = await userProfilesByIds(
    deps.readDb,
    newest.flatMap((entry) => (entry.userId ? [entry.userId] : [])),
  );
  return newest.map(({ userId, online, ...entry }) => {
    const user = userId ? users.get(userId) : undefined;
    const byName = user ? fullName(user.firstName, user.lastName) || user.username : online ? 'The client, online' : null;
    return { ...entry, byName };
  });
}
