import { z } from 'zod';
import { localDateSchema } from '../team/working-hours-dto';

// Bodies, GET filters and replies of /api/time-clock, parsed with the same schemas on both sides.

const staffIdSchema = z.uuid('Choose a staff member');
const instantSchema = z.iso.datetime({ offset: true, message: 'Times are ISO date-times, like 2026-11-27T09:00:00-06:00' });

// POST /api/time-clock/clock-in: who (yourself when left out) and where (the header's location).
export const clockInSchema = z.object({ staffId: staffIdSchema.optional(), locationId: z.uuid('Choose a location') });
export type ClockInInput = z.infer<typeof clockInSchema>;
// POST /api/time-clock/break-start, /break-end, /clock-out: who (yourself when left out).
export const clockActionSchema = z.object({ staffId: staffIdSchema.optional() });
export type ClockActionInput = z.infer<typeof clockActionSchema>;
export const clockActions = ['break-start', 'break-end', 'clock-out'] as const;
export type ClockAction = (typeof clockActions)[number];

export const TIME_ENTRY_REASON_MAX = 500;
// PUT /api/time-clock/entries/:id: the whole corrected entry, closed, with the reason kept in its history.
export const editTimeEntrySchema = z.object({
  staffId: staffIdSchema,
  clockedInAt: instantSchema,
  clockedOutAt: instantSchema,
  breaks: z.array(z.object({ start: instantSchema, end: instantSchema })).max(10, 'At most 10 breaks in an entry'),
  reason: z.string().trim().min(1, 'Give a reason for the edit').max(TIME_ENTRY_REASON_MAX, `At most ${TIME_ENTRY_REASON_MAX} characters`),
});
export type EditTimeEntryInput = z.infer<typeof editTimeEntrySchema>;
// POST /api/time-clock/entries: a manager adds the entry of someone who forgot to clock in, at a location.
export const addTimeEntrySchema = editTimeEntrySchema.extend({
  locationId: z.uuid('Choose a location'),
  reason: z.string().trim().min(1, 'Give a reason for the entry').max(TIME_ENTRY_REASON_MAX, `At most ${TIME_ENTRY_REASON_MAX} characters`),
});
export type AddTimeEntryInput = z.infer<typeof addTimeEntrySchema>;

// GET /api/time-clock/board?locationId=
export const timeClockBoardQuerySchema = z.object({ locationId: z.uuid('Choose a location') });
// GET /api/time-clock/status: the caller's own clock.
export const onTheClockSchema = z.object({
  entryId: z.string(),
  staffId: z.string(),
  name: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  clockedInAt: z.string(),
  onBreakSince: z.string().nullable(),
  clockOutMissedAt: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
});
export type OnTheClock = z.infer<typeof onTheClockSchema>;
export const myClockSchema = z.object({ staffId: z.string(), isStaffMember: z.boolean(), open: onTheClockSchema.nullable() });
export type MyClock = z.infer<typeof myClockSchema>;

// GET /api/time-clock/timesheets?date= (any day of the pay period; today when left out)&staffId=
export const timesheetQuerySchema = z.object({ date: localDateSchema.optional(), staffId: staffIdSchema.optional() });

// `added`: the entry was added by a manager (someone forgot to clock in), not edited.
export const timeEntryEditSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string(),
  reason: z.string(),
  added: z.boolean().optional(),
});
export const timesheetEntrySchema = z.object({
  entryId: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  clockedInAt: z.string(),
  clockedOutAt: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
  clockOutMissedAt: z.string().nullable(),
  edits: z.array(timeEntryEditSchema),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;
const minutes = z.number().int();
export const timesheetDaySchema = z.object({
  date: z.string(),
  workedMinutes: minutes,
  breakMinutes: minutes,
  paidBreakMinutes: minutes,
  regularMinutes: minutes,
  overtimeMinutes: minutes,
  entries: z.array(timesheetEntrySchema),
});
export type TimesheetDayRow = z.infer<typeof timesheetDaySchema>;
export const timesheetPersonSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  days: z.array(timesheetDaySchema),
  totals: z.object({ days: minutes, workedMinutes: minutes, breakMinutes: minutes, regularMinutes: minutes, overtimeMinutes: minutes }),
});
export type TimesheetPerson = z.infer<typeof timesheetPersonSchema>;
export const timesheetsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  previousDate: z.string(),
  nextDate: z.string(),
  people: z.array(timesheetPersonSchema),
});
export type Timesheets = z.infer<typeof timesheetsSchema>;
