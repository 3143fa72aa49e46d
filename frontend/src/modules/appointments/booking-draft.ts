import { bookAppointmentSchema, type BookAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import type { ClientInput } from '@chairside/shared/clients/client-dto';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { businessInstant } from './business-time';

// The "New appointment" form as typed, and the request it becomes. The same schema as the server
// checks it, so a missing client or service is named next to its field before anything is sent.

export type ServiceLine = { key: string; serviceId: string; staffId: string };
export type ChosenClient = { id: string; name: string };

export type BookingDraft = {
  client: ChosenClient | null;
  // A client typed in while booking: created with the booking, in the same write, so a refusal leaves none behind.
  newClient: ClientInput | null;
  // Someone served without giving their details (a name if they gave one): one step, no client record.
  walkIn: { name: string } | null;
  date: string;
  time: string;
  lines: ServiceLine[];
  notes: string;
  repeat: boolean;
  everyWeeks: string;
  endsBy: 'count' | 'until';
  count: string;
  until: string;
};

// "Any available" is the empty staff choice.
export const ANY_STAFF = '';

let lineCounter = 0;
export function newServiceLine(serviceId = '', staffId = ANY_STAFF): ServiceLine {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, serviceId, staffId };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function toBookInput(draft: BookingDraft, locationId: string): Parsed<BookAppointmentInput> {
  const startsAt = businessInstant(draft.date, draft.time);
  const candidate = {
    locationId,
    clientId: draft.newClient || draft.walkIn ? null : (draft.client?.id ?? null),
    newClient: draft.walkIn ? null : draft.newClient,
    walkIn: draft.walkIn,
    startsAt: startsAt ?? '',
    items: draft.lines.map((line) => ({ serviceId: line.serviceId, staffId: line.staffId === ANY_STAFF ? null : line.staffId })),
    notes: draft.notes,
    recurrence: draft.repeat
      ? {
          everyWeeks: wholeNumber(draft.everyWeeks),
          count: draft.endsBy === 'count' ? wholeNumber(draft.count) : null,
          until: draft.endsBy === 'until' ? draft.until : null,
        }
      : null,
    holdId: null,
    override: null,
  };
  const parsed = bookAppointmentSchema.safeParse(candidate);
  const problems: Record<string, string> = parsed.success ? {} : { ...fieldProblems(parsed.error) };
  // Clearer words for the fields a person fills in than the schema's generic ones.
  if (startsAt === null) problems.startsAt = 'Choose a date and a start time';
  // The schema's own rule, which it checks only once every field is valid.
  if (draft.walkIn && draft.repeat) problems.recurrence = 'A walk-in is one visit: book a series for a named client';
  if (!draft.client && !draft.newClient && !draft.walkIn) problems.clientId = 'Choose a client, add a new one, or book a walk-in';
  if (problems['recurrence.everyWeeks'] && Number.isNaN(candidate.recurrence?.everyWeeks))
    problems['recurrence.everyWeeks'] = 'Repeat every whole number of weeks';
  if (problems['recurrence.count'] && draft.endsBy === 'count' && Number.isNaN(candidate.recurrence?.count))
    problems['recurrence.count'] = 'Give the number of appointments';
  if (problems['recurrence.until'] && draft.endsBy === 'until' && draft.until === '')
    problems['recurrence.until'] = 'Choose the last date of the series';
  if (draft.repeat && draft.endsBy === 'until' && draft.until !== '' && draft.until <= draft.date)
    problems['recurrence.until'] = 'The series must end after the first appointment';
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, value: parsed.data };
}

// What one line costs and takes, with the chosen person's own terms when they differ.
export function lineTerms(service: Service | undefined, staffId: string): { durationMinutes: number; priceCents: number } | null {
  if (!service) return null;
  const terms = service.staff.find((entry) => entry.staffId === staffId);
  return { durationMinutes: terms?.durationMinutes ?? service.durationMinutes, priceCents: terms?.priceCents ?? service.priceCents };
}
