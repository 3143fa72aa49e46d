import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clientAlertSchema, clientNoteSchema, clientNoteVersionSchema, type ClientAlert } from '@chairside/shared/clients/client-note-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

export type NoteSubject = { clientId: string; appointmentId: string | null };

// The client's names, which a template's {client first name} and {client last name} take.
const noteClientSchema = z.object({ firstName: z.string(), lastName: z.string() });

// Reads of client notes; the 'client-notes' topic refreshes them (and the alerts), the 'clients' topic the names.
// The alerts are public to other modules: the calendar and the point of sale show them.
export const clientNoteQueries = {
  // A client's notes (their appointments' included), or one appointment's.
  list: (subject: NoteSubject, includeDeleted: boolean) => {
    const query = subject.appointmentId ? { appointmentId: subject.appointmentId } : { clientId: subject.clientId };
    return queryOptions({
      queryKey: ['client-notes', { ...query, includeDeleted }],
      queryFn: () => apiRequest(withQuery('/api/client-notes', { ...query, includeDeleted }), { schema: z.array(clientNoteSchema) }),
    });
  },
  versions: (noteId: string) =>
    queryOptions({
      queryKey: ['client-notes', 'versions', noteId],
      queryFn: () => apiRequest(`/api/client-notes/${encodeURIComponent(noteId)}/versions`, { schema: z.array(clientNoteVersionSchema) }),
    }),
  names: (clientId: string) =>
    queryOptions({
      queryKey: ['clients', clientId, 'names'],
      queryFn: () => apiRequest(`/api/clients/${encodeURIComponent(clientId)}`, { schema: noteClientSchema }),
    }),
  // The pinned notes of some clients, by client (one request however many); the previous answer stays
  // on screen while a changed list of clients is read.
  alerts: (clientIds: readonly string[]) => {
    const ids = [...new Set(clientIds)].sort();
    return queryOptions({
      queryKey: ['client-alerts', ids],
      queryFn: async () =>
        alertsByClient(
          await apiRequest(withQuery('/api/client-alerts', { clientIds: ids.join(',') }), { schema: z.array(clientAlertSchema) }),
        ),
      enabled: ids.length > 0,
      placeholderData: keepPreviousData,
    });
  },
};

export type ClientAlerts = ReadonlyMap<string, readonly string[]>;

// Example: alertsByClient([{ clientId: 'a', noteId: 'n', text: 'Latex allergy' }]) → Map { 'a' => ['Latex allergy'] }
export function alertsByClient(alerts: readonly ClientAlert[]): ClientAlerts {
  const byClient = new Map<string, string[]>();
  for (const alert of alerts) byClient.set(alert.clientId, [...(byClient.get(alert.clientId) ?? []), alert.text]);
  return byClient;
}

// How an alert reads where a client's name shows (a calendar block, the checkout): "Alert: Latex allergy; No retinol".
export const alertSentence = (alerts: readonly string[]): string => `Alert: ${alerts.join('; ')}`;
