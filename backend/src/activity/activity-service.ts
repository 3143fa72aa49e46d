import { ACTIVITY_FEED_SIZE, activityKinds, activityKindPermissions, type ActivityItem } from '@chairside/shared/activity/activity-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { listActivity } from '@chairside/projections/activity/activity-queries';
import { appointmentsPatch } from '@chairside/projections/appointments/appointment-queries';
import { getLocationZone, locationNamesByIds } from '@chairside/projections/business/business-queries';
import { clientContactsByIds } from '@chairside/projections/clients/client-queries';
import type { ReadDb } from '@chairside/projections/database';
import { staffNamesByIds } from '@chairside/projections/team/staff-queries';
import { callerMay, callerMayAny, type Caller } from '../auth/caller';
import { DomainError } from '../commands/domain-error';
import { activitySentence } from './activity-sentences';

const present = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

// The dashboard's recent activity at a location as the caller may see it: only the kinds their permissions
// show elsewhere, and client names only with view_clients (docs/decisions.md "Managers watching live").
export async function readActivity(db: ReadDb, caller: Caller, locationId: string): Promise<ActivityItem[]> {
  if (!(await locationNamesByIds(db, [locationId])).has(locationId))
    throw new DomainError('That location does not exist; choose another', 404);
  const kinds = activityKinds.filter((kind) => callerMayAny(caller, activityKindPermissions[kind]));
  const records = await listActivity(db, { locationId, kinds, limit: ACTIVITY_FEED_SIZE });
  if (records.length === 0) return [];
  const clientsHidden = !callerMay(caller, 'view_clients');
  const appointmentIds = present(records.map((record) => record.appointment_id));
  const [zone, patch, people, clients] = await Promise.all([
    getLocationZone(db, locationId),
    appointmentIds.length > 0 ? appointmentsPatch(db, { appointmentIds, holdIds: [] }) : null,
    staffNamesByIds(db, present(records.flatMap((record) => [record.actor_id, record.staff_id]))),
    clientsHidden ? new Map() : clientContactsByIds(db, present(records.map((record) => record.client_id))),
  ]);
  const appointments = new Map((patch?.appointments ?? []).map((appointment) => [appointment.id, appointment]));
  const names = {
    people: new Map([...people].map(([id, person]) => [id, displayName(person)])),
    clients: new Map([...clients].map(([id, contact]) => [id, displayName(contact)])),
    clientsHidden,
    zone,
  };
  return records.map((record) => {
    const appointment = record.appointment_id ? appointments.get(record.appointment_id) : undefined;
    const first = appointment?.items[0];
    return {
      id: record.id,
      kind: record.kind,
      at: record.occurred_at.toISOString(),
      text: activitySentence(
        {
          kind: record.kind,
          occurredAt: record.occurred_at.toISOString(),
          online: record.online,
          actorId: record.actor_id,
          staffId: record.staff_id,
          clientId: record.client_id,
          amountCents: record.amount_cents,
          appointment: appointment
            ? {
                clientName: appointment.clientName,
                startsAt: appointment.startsAt,
                serviceName: first?.serviceName ?? null,
                staffName: first?.staffName ?? null,
              }
            : null,
        },
        names,
      ),
    };
  });
}
