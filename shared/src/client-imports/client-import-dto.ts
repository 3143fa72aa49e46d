import { z } from 'zod';
import { emailSchema } from '../identity/identity-dto';
import { normalizePhone } from '../format/phone-format';

// The limits of one upload, named in the refusal of a larger file.
export const CLIENT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 100_000;

export const clientImportFields = ['firstName', 'lastName', 'phone', 'email'] as const;
export type ClientImportField = (typeof clientImportFields)[number];
export const clientImportFieldLabels: Record<ClientImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
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
  };
}

export type ClientImportRow = { firstName: string; lastName: string; phone: string; email: string };
// One row as the import reads it: the client's details (the phone as E.164, the e-mail in lower case), or
// the sentence that says why the row cannot be imported. The dry run and the import both use it.
export function readClientImportRow(cells: readonly string[], mapping: ClientImportPlan['mapping']): ClientImportRow | { problem: string } {
  const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
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
  return { firstName, lastName, phone, email };
}
