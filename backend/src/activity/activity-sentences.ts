import type { ActivityKind } from '@chairside/shared/activity/activity-dto';
import { formatDate, formatDateTime, formatTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';

// What one item says, given the names the read found. Names absent from the maps read as a neutral phrase;
// a reader without view_clients gets `clientsHidden` and every client reads "a client".
export type ActivityFacts = {
  kind: ActivityKind;
  // When it happened: a booking for the same day names the time only, another day's its date too.
  occurredAt: string;
  online: boolean;
  actorId: string | null;
  staffId: string | null;
  clientId: string | null;
  amountCents: number | null;
  // The appointment as the calendar shows it now, when the item is about one.
  appointment: { clientName: string; startsAt: string; serviceName: string | null; staffName: string | null } | null;
};

export type ActivityNames = {
  people: ReadonlyMap<string, string>;
  clients: ReadonlyMap<string, string>;
  clientsHidden: boolean;
  zone: string;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function activitySentence(facts: ActivityFacts, names: ActivityNames): string {
  const actor = facts.actorId ? (names.people.get(facts.actorId) ?? null) : null;
  const client = (clientId: string | null, known: string | null = null) =>
    names.clientsHidden ? 'a client' : (known ?? (clientId ? names.clients.get(clientId) : undefined) ?? 'a client');
  const appointment = facts.appointment;
  const appointmentClient = client(null, appointment?.clientName ?? null);
  const money = formatMoneyFromCents(facts.amountCents ?? 0);
  const when = (startsAt: string) =>
    formatDate(startsAt, names.zone) === formatDate(facts.occurredAt, names.zone)
      ? `at ${formatTime(startsAt, names.zone)}`
      : `on ${formatDateTime(startsAt, names.zone)}`;
  const byActor = (doer: string | null) => (actor && actor !== doer ? ` (by ${actor})` : '');

  switch (facts.kind) {
    case 'booking': {
      const what = appointment
        ? `${appointment.serviceName ? ` for ${appointment.serviceName}` : ''}${appointment.staffName ? ` with ${appointment.staffName}` : ''} ${when(appointment.startsAt)}`
        : '';
      if (facts.online) return capitalised(`${appointmentClient} booked online${what}`);
      return actor ? `${actor} booked ${appointmentClient}${what}` : capitalised(`${appointmentClient} was booked${what}`);
    }
    case 'check_in':
      return capitalised(`${appointmentClient} checked in${byActor(null)}`);
    case 'completed':
      return capitalised(`${appointmentClient}’s visit was completed${byActor(null)}`);
    case 'no_show':
      return capitalised(`${appointmentClient} did not show up${byActor(null)}`);
    case 'cancellation':
      if (facts.online) return capitalised(`${appointmentClient} cancelled online`);
      return actor
        ? `${actor} cancelled ${appointmentClient}’s appointment`
        : capitalised(`${appointmentClient}’s appointment was cancelled`);
    case 'sale': {
      const from = facts.clientId ? ` from ${client(facts.clientId)}` : '';
      return actor ? `${actor} took a sale of ${money}${from}` : `A sale of ${money} was paid${from}`;
    }
    case 'refund':
      return actor ? `${actor} refunded ${money}` : `${money} was refunded`;
    case 'clock_in':
    case 'clock_out': {
      const person = facts.staffId ? (names.people.get(facts.staffId) ?? 'A staff member') : 'A staff member';
      return `${person} clocked ${facts.kind === 'clock_in' ? 'in' : 'out'}${byActor(person)}`;
    }
    case 'new_client':
      if (facts.online) return capitalised(`${client(facts.clientId)} signed up online`);
      return actor
        ? `${actor} added a new client, ${client(facts.clientId)}`
        : capitalised(`${client(facts.clientId)} joined as a new client`);
    default: {
      const never: never = facts.kind;
      return never;
    }
  }
}
