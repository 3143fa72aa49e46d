import { sql, type Selectable } from 'kysely';
import type { ClientConsent, ClientListItem, ClientProfile, ClientSummary } from '@chairside/shared/clients/client-dto';
import { normalizePhone, PHONE_COUNTRY_CALLING_CODE, phoneSearchKey } from '@chairside/shared/format/phone-format';
import type { ReadDb } from '../database';
import { userProfilesByIds } from '../identity/identity-queries';
import type { ClientTable, ConsentEntry } from './client-table';

export function toClientSummary(row: Selectable<ClientTable>): ClientSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    phone: row.phone,
    email: row.email,
    createdAt: row.created_at.toISOString(),
  };
}

export function toClientListItem(row: Selectable<ClientTable>): ClientListItem {
  return { ...toClientSummary(row), status: row.status, tags: row.tags, birthday: row.birthday };
}

// The profile's header, with who recorded each consent by name (a user since removed, or the client
// themselves online, has none).
export async function getClientProfile(db: ReadDb, clientId: string): Promise<ClientProfile | null> {
  const row = await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  const entries = { email: row.consent.email ?? null, sms: row.consent.sms ?? null };
  const users = await userProfilesByIds(
    db,
    Object.values(entries).flatMap((entry) => (entry?.by ? [entry.by] : [])),
  );
  const consent = (entry: ConsentEntry | null): ClientConsent | null => {
    if (!entry) return null;
    const user = entry.by ? users.get(entry.by) : undefined;
    const byName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : null;
    return { granted: entry.granted, source: entry.source, byUserId: entry.by, byName, at: entry.at };
  };
  return {
    ...toClientListItem(row),
    consent: { email: consent(entries.email), sms: consent(entries.sms) },
    mergedInto: row.merged_into,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getClientSummary(db: ReadDb, clientId: string): Promise<ClientSummary | null> {
  const row = await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst();
  return row ? toClientSummary(row) : null;
}

// LIKE treats % _ and \ specially; a search for "a_b" means those characters.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// Case-insensitive prefix of the first, last or full name or of the e-mail; with 3+ digits also the phone
// number typed in any format ('(312) 555-0142', '312.555.0142', '+1 312 555 0142' all find '+13125550142'),
// or its start with or without the country code ('312 555') or its end ('0142'). Empty search: the first
// clients by name. Active clients unless asked for the archived ones or both ('all'); clients merged away or
// anonymised are never found.
export type ClientStatusFilter = 'active' | 'archived' | 'all';
export async function searchClients(
  db: ReadDb,
  { search, limit, status = 'active' }: { search: string; limit: number; status?: ClientStatusFilter },
): Promise<ClientListItem[]> {
  const text = search.trim().toLowerCase();
  // Only what could be a phone number is one: the digits inside a name or an e-mail ("Stray224") would
  // otherwise find every client whose number starts or ends with them.
  const digits = /^[\d\s+().\-/]+$/.test(text) ? phoneSearchKey(text) : '';
  let query = db
    .selectFrom('clients')
    .selectAll()
    .where('status', 'in', status === 'all' ? ['active', 'archived'] : [status]);
  if (text) {
    const prefix = `${escapeLike(text)}%`;
    query = query.where((eb) => {
      const matches = [
        eb(sql<string>`lower(first_name)`, 'like', prefix),
        eb(sql<string>`lower(last_name)`, 'like', prefix),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', prefix),
        eb(sql<string>`lower(email)`, 'like', prefix),
      ];
      if (digits.length >= 3) {
        matches.push(eb('phone_digits', 'like', `${digits}%`));
        matches.push(eb('phone_digits', 'like', `${PHONE_COUNTRY_CALLING_CODE}${digits}%`));
        matches.push(eb(sql<string>`reverse(phone_digits)`, 'like', `${[...digits].reverse().join('')}%`));
      }
      return eb.or(matches);
    });
  }
  const rows = await query
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toClientListItem);
}

// Duplicate check for registration (the read model is good enough: two desks typing the same new client
// in the same second is not a case worth a stream per e-mail).
export async function findClientIdByEmail(db: ReadDb, email: string): Promise<string | null> {
  const value = email.trim().toLowerCase();
  if (!value) return null;
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where(sql<string>`lower(email)`, '=', value)
    .where('status', '!=', 'merged')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

// An existing client a newly typed one would duplicate: the same e-mail (case-insensitive) or the same phone
// number, however either was typed. Example: '(312) 555-0142' finds a client stored as '+13125550142'.
export async function findMatchingClient(
  db: ReadDb,
  { email, phone }: { email: string; phone: string },
): Promise<{ client: ClientSummary; by: 'email' | 'phone' } | null> {
  // A merged-away client's e-mail or phone still names the person: it finds the survivor.
  const survivorOf = async (row: Selectable<ClientTable>) =>
    row.merged_into ? ((await db.selectFrom('clients').selectAll().where('id', '=', row.merged_into).executeTakeFirst()) ?? row) : row;
  const mail = email.trim().toLowerCase();
  if (mail) {
    const row = await db
      .selectFrom('clients')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', mail)
      .orderBy(sql`merged_into is not null`)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (row) return { client: toClientSummary(await survivorOf(row)), by: 'email' };
  }
  const whole = normalizePhone(phone);
  if (!whole) return null;
  const digits = whole.replace(/\D/g, '');
  // Numbers stored before they were normalised may lack the country code.
  const forms = whole.startsWith('+1') ? [digits, digits.slice(1)] : [digits];
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('phone_digits', 'in', forms)
    .orderBy(sql`merged_into is not null`)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? { client: toClientSummary(await survivorOf(row)), by: 'phone' } : null;
}

// What another read model shows of its clients (the calendar, the waitlist), by id; a client this read
// model does not hold (yet) is not in the map. One query however many ids.
export type ClientContact = { firstName: string; lastName: string; phone: string; email: string };

export async function clientContactsByIds(db: ReadDb, clientIds: readonly string[]): Promise<Map<string, ClientContact>> {
  const contacts = new Map<string, ClientContact>();
  if (clientIds.length === 0) return contacts;
  const select = (ids: readonly string[]) =>
    db
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name', 'phone', 'email', 'merged_into'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  const rows = await select(clientIds);
  // A client merged into another is shown as the survivor wherever their visits and sales still name them.
  const survivorIds = rows.flatMap((row) => (row.merged_into ? [row.merged_into] : []));
  const survivors = new Map((survivorIds.length > 0 ? await select(survivorIds) : []).map((row) => [row.id, row]));
  for (const row of rows) {
    const shown = (row.merged_into && survivors.get(row.merged_into)) || row;
    contacts.set(row.id, { firstName: shown.first_name, lastName: shown.last_name, phone: shown.phone, email: shown.email });
  }
  return contacts;
}

// A client and every client merged into them: whose visits, notes and sales are the client's own.
export async function mergedClientIds(db: ReadDb, clientId: string): Promise<string[]> {
  const rows = await db.selectFrom('clients').select('id').where('merged_into', '=', clientId).orderBy('id').execute();
  return [clientId, ...rows.map((row) => row.id)];
}

// Existing clients by e-mail (lower case) and by phone (E.164), for a batch of imported rows: two queries
// however many rows. The oldest client wins where two share a value.
export async function clientIdsByContacts(
  db: ReadDb,
  { emails, phones }: { emails: readonly string[]; phones: readonly string[] },
): Promise<{ byEmail: Map<string, string>; byPhone: Map<string, string> }> {
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  const mails = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (mails.length > 0) {
    const rows = await db
      .selectFrom('clients')
      .select(['id', sql<string>`lower(email)`.as('mail')])
      .where(sql<string>`lower(email)`, 'in', mails)
      .orderBy('created_at', 'desc')
      .execute();
    for (const row of rows) byEmail.set(row.mail, row.id);
  }
  // Numbers stored before they were normalised may lack the country code.
  const forms = new Map<string, string>();
  for (const phone of phones) {
    const digits = phone.replace(/\D/g, '');
    if (!digits) continue;
    forms.set(digits, phone);
    if (phone.startsWith('+1')) forms.set(digits.slice(1), phone);
  }
  if (forms.size > 0) {
    const rows = await db
      .selectFrom('clients')
      .select(['id', 'phone_digits'])
      .where('phone_digits', 'in', [...forms.keys()])
      .orderBy('created_at', 'desc')
      .execute();
    for (const row of rows) {
      const phone = forms.get(row.phone_digits);
      if (phone) byPhone.set(phone, row.id);
    }
  }
  return { byEmail, byPhone };
}
