import { z } from 'zod';
import { isBirthday, normalizeTags } from '../clients/client-dto';
import { emailSchema } from '../identity/identity-dto';
import { normalizePhone } from '../format/phone-format';
import type { ClientImportMapping } from './client-import-events';

// The limits of one upload, named in the refusal of a larger file.
export const CLIENT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 100_000;

export const clientImportFields = ['firstName', 'lastName', 'phone', 'email', 'birthday', 'tags', 'emailConsent', 'smsConsent'] as const;
export type ClientImportField = (typeof clientImportFields)[number];
export const clientImportFieldLabels: Record<ClientImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  birthday: 'Birthday',
  tags: 'Tags',
  emailConsent: 'E-mail marketing consent',
  smsConsent: 'SMS marketing consent',
};

// POST /api/client-imports?fileName=…, the body being the file itself (text/csv).
export const clientImportUploadQuerySchema = z.object({
  fileName: z.string().trim().min(1, 'Name the file').max(200, 'At most 200 characters'),
});
// The upload's body is read as bytes by the route itself: nothing is parsed as JSON.
export const clientImportUploadBodySchema = z.undefined({ message: 'Send the CSV file itself, as text/csv' });

const column = z.number().int().min(0).max(999);
export const clientImportMappingSchema = z.object({
  firstName: column,
  lastName: column.nullable(),
  phone: column.nullable(),
  email: column.nullable(),
  // Added after the first imports: a plan without them maps none.
  birthday: column.nullable().default(null),
  tags: column.nullable().default(null),
  emailConsent: column.nullable().default(null),
  smsConsent: column.nullable().default(null),
});
export const duplicateHandlingSchema = z.enum(['merge', 'skip']);

// The body of the dry run (POST /api/client-imports/:id/check) and of the import (…/start).
export const clientImportPlanSchema = z.object({ mapping: clientImportMappingSchema, duplicates: duplicateHandlingSchema });
export type ClientImportPlan = z.infer<typeof clientImportPlanSchema>;

// What an upload answers: the columns, a few rows to map them by, and the guessed mapping.
export const clientImportUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  encoding: z.string(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  totalRows: z.number(),
  guess: clientImportMappingSchema.extend({ firstName: column.nullable() }),
});
export type ClientImportUpload = z.infer<typeof clientImportUploadSchema>;

export const clientImportRowProblemSchema = z.object({ row: z.number(), message: z.string() });
// The dry run's report: what the import would do, and every row it would refuse (the first 500 listed).
export const clientImportCheckSchema = z.object({
  totalRows: z.number(),
  valid: z.number(),
  duplicates: z.number(),
  invalid: z.number(),
  problems: z.array(clientImportRowProblemSchema),
});
export type ClientImportCheck = z.infer<typeof clientImportCheckSchema>;

export const clientImportStatusSchema = z.enum(['running', 'finished', 'cancelled']);
export const clientImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: clientImportStatusSchema,
  duplicates: duplicateHandlingSchema,
  totalRows: z.number(),
  processedRows: z.number(),
  imported: z.number(),
  merged: z.number(),
  skipped: z.number(),
  failed: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ClientImport = z.infer<typeof clientImportSchema>;

// Guesses the mapping from the header row: the first header that reads like each field.
const guesses: Record<ClientImportField, RegExp> = {
  firstName: /^(first[\s_-]*name|first|given[\s_-]*name|forename|name)$/i,
  lastName: /^(last[\s_-]*name|last|surname|family[\s_-]*name)$/i,
  phone: /(phone|mobile|cell|tel)/i,
  email: /^e[\s_-]*mail([\s_-]*address)?$|^mail$/i,
  birthday: /^(birthday|birth[\s_-]*date|date[\s_-]*of[\s_-]*birth|dob|d\.o\.b\.?|born)$/i,
  tags: /^(tags?|labels?)$/i,
  emailConsent:
    /^(e[\s_-]*mail[\s_-]*(opt[\s_-]*in|consent|marketing)|(accepts?|allows?)[\s_-]*(marketing[\s_-]*)?e[\s_-]*mails?|marketing[\s_-]*(e[\s_-]*mails?|consent)|newsletter)$/i,
  smsConsent:
    /^(sms|texts?|text[\s_-]*messages?)[\s_-]*(opt[\s_-]*in|consent|marketing)$|^((accepts?|allows?)[\s_-]*(marketing[\s_-]*)?(sms|texts?|text[\s_-]*messages?)|marketing[\s_-]*(sms|texts?))$/i,
};

export function guessMapping(headers: readonly string[]): ClientImportUpload['guess'] {
  const find = (field: ClientImportField) => {
    const index = headers.findIndex((header) => guesses[field].test(header.trim()));
    return index === -1 ? null : index;
  };
  // "Name" is the first name only when no header says "first name".
  const firstName = headers.findIndex((header) => /^(first[\s_-]*name|first|given[\s_-]*name|forename)$/i.test(header.trim()));
  return {
    firstName: firstName === -1 ? find('firstName') : firstName,
    lastName: find('lastName'),
    phone: find('phone'),
    email: find('email'),
    birthday: find('birthday'),
    tags: find('tags'),
    emailConsent: find('emailConsent'),
    smsConsent: find('smsConsent'),
  };
}

// A birthday as spreadsheets write it, as the client record keeps it ('YYYY-MM-DD', or '--MM-DD' without
// the year), or null when it cannot be read one way only. Dots are written day first (31.12.1990);
// slashes are month first in the US and day first elsewhere, so 12/31/1990 and 31/12/1990 are read, and
// 03/04/1990 is refused rather than guessed. Example: importBirthday('7/4/1990') === null,
// importBirthday('7/14/1990') === '1990-07-14', importBirthday('14.7.1990') === '1990-07-14'.
export function importBirthday(value: string): string | null {
  const typed = value.trim();
  if (isBirthday(typed)) return typed;
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (year: string, month: number, day: number) => {
    const read = `${year}-${pad(month)}-${pad(day)}`;
    return isBirthday(read) ? read : null;
  };
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(typed);
  if (dotted) return date(dotted[3] as string, Number(dotted[2]), Number(dotted[1]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  if (!slashed) return null;
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), slashed[3] as string];
  if (first === second || second > 12) return date(year, first, second);
  if (first > 12) return date(year, second, first);
  return null;
}

// Tags in one cell, separated by semicolons or commas.
export const importTags = (value: string): string[] => normalizeTags(value.split(/[;,]/));

// A yes-or-no cell: true, false, or null when it says neither (a blank cell is no answer, not a no).
export function importConsent(value: string): boolean | null {
  const typed = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(typed)) return true;
  if (['no', 'n', 'false', '0'].includes(typed)) return false;
  return null;
}

export type ClientImportRow = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  birthday: string | null;
  tags: string[];
  // Marketing consent per channel as the file gives it; null where the file says nothing.
  consent: { email: boolean | null; sms: boolean | null };
};

// One row as the import reads it: the client's details (the phone as E.164, the e-mail in lower case), or
// the sentence that says why the row cannot be imported. The dry run and the import both use it.
export function readClientImportRow(cells: readonly string[], mapping: ClientImportMapping): ClientImportRow | { problem: string } {
  const cell = (index: number | null | undefined) => (index === null || index === undefined ? '' : (cells[index] ?? '').trim());
  const firstName = cell(mapping.firstName);
  const lastName = cell(mapping.lastName);
  const typedPhone = cell(mapping.phone);
  const typedEmail = cell(mapping.email);
  if (!firstName) return { problem: 'First name is missing' };
  if (firstName.length > 100 || lastName.length > 100) return { problem: 'A name is longer than 100 characters' };
  const phone = typedPhone === '' ? '' : normalizePhone(typedPhone);
  if (phone === null) return { problem: `The phone number "${typedPhone.slice(0, 40)}" is not valid` };
  let email = '';
  if (typedEmail !== '') {
    const parsed = emailSchema.safeParse(typedEmail);
    if (!parsed.success) return { problem: `The e-mail address "${typedEmail.slice(0, 80)}" is not valid` };
    email = parsed.data;
  }
  if (!phone && !email) return { problem: 'Give a phone number or an e-mail address' };
  const typedBirthday = cell(mapping.birthday);
  const birthday = typedBirthday === '' ? null : importBirthday(typedBirthday);
  if (typedBirthday !== '' && birthday === null)
    return {
      problem: `The birthday "${typedBirthday.slice(0, 40)}" is not a date that reads one way only: write it as YYYY-MM-DD (or --MM-DD without the year)`,
    };
  const tags = importTags(cell(mapping.tags));
  if (tags.length > 20) return { problem: 'A client has at most 20 tags' };
  const long = tags.find((tag) => tag.length > 40);
  if (long) return { problem: `The tag "${long.slice(0, 40)}…" is longer than 40 characters` };
  const consent = { email: null as boolean | null, sms: null as boolean | null };
  for (const [channel, field, label] of [
    ['email', 'emailConsent', 'E-mail'],
    ['sms', 'smsConsent', 'SMS'],
  ] as const) {
    const typed = cell(mapping[field]);
    if (typed === '') continue;
    consent[channel] = importConsent(typed);
    if (consent[channel] === null) return { problem: `${label} consent "${typed.slice(0, 40)}" is not yes or no` };
  }
  return { firstName, lastName, phone, email, birthday, tags, consent };
}
