import type { ConsentChannel, ConsentSource } from '@chairside/shared/clients/client-events';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Clients as booking finds them. phone_digits keeps only the digits of phone, so "(312) 555-0142" is
// found by "3125550142", "312555" (prefix) or "0142" (suffix, through the reversed index).
// pg_trgm is not guaranteed, so searches are prefix matches served by btree text_pattern_ops indexes
// (tens of thousands of clients stay fast). No index in name order: with one, the planner walks the book in
// name order to fill a page of matches, reading most of it when the matches lie late (a last name).
export const clientTable = defineTable(
  'clients',
  {
    id: column.text(),
    first_name: column.text(),
    last_name: column.text(),
    phone: column.text(),
    phone_digits: column.text(),
    email: column.text(),
    // 'YYYY-MM-DD', or '--MM-DD' without the year.
    birthday: column.text().nullable(),
    tags: column.textArray(),
    // Per channel, the last answer recorded: { email: { granted, source, by, at }, sms: … }.
    consent: column.jsonb<ClientConsentColumn>(),
    status: column.text<'active' | 'archived' | 'merged' | 'anonymised'>(),
    // The survivor a merged-away client now lives on.
    merged_into: column.text().nullable(),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz(),
  },
  {
    primaryKey: ['id'],
    indexes: [
      { expression: 'lower(first_name) text_pattern_ops' },
      { expression: 'lower(last_name) text_pattern_ops' },
      { expression: `lower(first_name || ' ' || last_name) text_pattern_ops` },
      { expression: 'lower(email) text_pattern_ops' },
      { expression: 'phone_digits text_pattern_ops' },
      { expression: 'reverse(phone_digits) text_pattern_ops' },
      // The clients merged into one (mergedClientIds).
      ['merged_into'],
    ],
  },
);

export type ConsentEntry = { granted: boolean; source: ConsentSource; by: string | null; at: string };
export type ClientConsentColumn = Partial<Record<ConsentChannel, ConsentEntry>>;

export type ClientTable = TableRow<typeof clientTable>;
export const createClientTable = clientTable.create;
