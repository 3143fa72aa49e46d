import { z } from 'zod';

// The audit log (beyond SPEC; docs/decisions.md): the whole event history for holders of view_audit_log.

// A page of the history is at most this many events; the screen asks for the next page as it scrolls.
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

const position = z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'A position is two numbers joined by a dot');
const instant = z.iso.datetime({ offset: true, message: 'Give a date and time such as 2026-11-28T09:00:00Z' });
const id = z.string().trim().min(1).max(200);

// The filters of GET /api/audit/events and GET /api/audit/export (all optional, combined with "and").
export const auditFilterSchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
  // Events that name this id anywhere (an appointment's live in its day books, a location's in the business stream).
  entity: id.optional(),
  stream: id.optional(),
  type: z.string().trim().min(1).max(100).optional(),
  userId: id.optional(),
  locationId: id.optional(),
  // Free text: matched against the names of clients, staff, users, locations and services, or an id as it is.
  q: z.string().trim().min(1).max(100).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

// GET /api/audit/events: newest first; `before` is the previous page's `next`.
export const auditEventQuerySchema = auditFilterSchema.extend({
  before: position.optional(),
  // Events newer than this position (the live top of the list asks for what came since).
  after: position.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});
export type AuditEventQuery = z.infer<typeof auditEventQuerySchema>;

export const auditEventSchema = z.object({
  position: z.string(),
  eventId: z.string(),
  stream: z.string(),
  revision: z.number(),
  type: z.string(),
  occurredAt: z.string(),
  source: z.string(),
  ip: z.string().nullable(),
  // Who did it (null: the system, a job or an anonymous booker) and at which location.
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  location: z.object({ id: z.string(), name: z.string() }).nullable(),
  // The entity the event is about (its stream's, or the appointment of a day book's event) and every id it names.
  entity: z.object({ id: z.string(), kind: z.string(), label: z.string() }).nullable(),
  entityIds: z.array(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({ events: z.array(auditEventSchema), next: z.string().nullable() });
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

// GET /api/audit/entities/:id?at=…: the entity's timeline and its state as of `at` (default: now).
export const auditEntityQuerySchema = z.object({ at: instant.optional() });

export const auditChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditTimelineEventSchema = auditEventSchema.extend({
  data: z.record(z.string(), z.unknown()),
  // What the event changed in the entity's state, field by field (empty when it changed nothing of it).
  changes: z.array(auditChangeSchema),
});
export type AuditTimelineEvent = z.infer<typeof auditTimelineEventSchema>;

export const auditEntitySchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  streams: z.array(z.string()),
  // Oldest first.
  events: z.array(auditTimelineEventSchema),
  // The state folded from the events up to `at` by the same evolve the write side uses (null: it did not exist yet).
  asOf: z.object({ at: z.string(), state: z.unknown() }),
});
export type AuditEntity = z.infer<typeof auditEntitySchema>;

export const auditExportFormatSchema = z.enum(['csv', 'ndjson'], 'The format is csv or ndjson');
// GET /api/audit/export?format=csv|ndjson&…filters: streamed, oldest first; X-Total-Count says how many.
export const auditExportQuerySchema = auditFilterSchema.extend({ format: auditExportFormatSchema.default('csv') });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

// The columns of the CSV export, in order.
export const auditExportColumns = [
  'position',
  'occurredAt',
  'type',
  'stream',
  'revision',
  'eventId',
  'userId',
  'locationId',
  'source',
  'ip',
  'correlationId',
  'data',
] as const;
