import { DateTime } from 'luxon';
import { z } from 'zod';

// Request and reply shapes of working hours (weekly schedules, date exceptions, time off). Times are wall-clock
// times at the location, on its zone's clock: a salon thinks "Tuesdays 9 to 5", and 9:00 stays 9:00 across daylight saving.

// "HH:mm", 24-hour. Example: '09:30'
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are 24-hour HH:mm, like 09:30');
// "yyyy-MM-dd", a real calendar date. Example: '2026-11-01'
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-mm-dd')
  .refine((value) => DateTime.fromISO(value).isValid, 'That date does not exist');
// "yyyy-MM-ddTHH:mm", wall-clock date and time in the business zone. Example: '2026-11-01T13:00'
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Date and time are yyyy-mm-ddTHH:mm')
  .refine((value) => DateTime.fromISO(value).isValid, 'That date does not exist');

// A same-day interval; end is exclusive and after start (no overnight shifts in a salon day).
export const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((range) => range.start < range.end, { message: 'The end time must be after the start time', path: ['end'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;
// A time range in a reply.
const timeRangeReplySchema = z.object({ start: z.string(), end: z.string() });

function disjoint(ranges: TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((range, index) => index === 0 || sorted[index - 1]!.end <= range.start);
}

// One weekday of a weekly pattern: working hours, and breaks that fall inside them.
export const weeklyScheduleDaySchema = z
  .object({
    weekday: z.number().int().min(1, 'Weekday is 1 (Monday) to 7 (Sunday)').max(7, 'Weekday is 1 (Monday) to 7 (Sunday)'),
    hours: z.array(timeRangeSchema).min(1, 'A working day has at least one block of hours').max(6),
    breaks: z.array(timeRangeSchema).max(6).default([]),
  })
  .refine((day) => disjoint(day.hours), { message: 'Working hours on the same day overlap', path: ['hours'] })
  .refine((day) => disjoint(day.breaks), { message: 'Breaks on the same day overlap', path: ['breaks'] })
  .refine((day) => day.breaks.every((item) => day.hours.some((hours) => hours.start <= item.start && item.end <= hours.end)), {
    message: 'A break must fall inside the working hours',
    path: ['breaks'],
  });
export type WeeklyScheduleDay = z.infer<typeof weeklyScheduleDaySchema>;

// POST /api/staff/:id/schedules and PUT /api/staff/:id/schedules/:scheduleId: the add/edit schedule dialog.
// A weekly pattern at one location from effectiveFrom until effectiveUntil (inclusive; null = open-ended).
export const weeklyScheduleInputSchema = z
  .object({
    locationId: z.uuid('Choose a location'),
    effectiveFrom: localDateSchema,
    effectiveUntil: localDateSchema.nullable().default(null),
    days: z
      .array(weeklyScheduleDaySchema)
      .min(1, 'Choose at least one working day')
      .max(7)
      .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'The same weekday is listed twice'),
  })
  .refine((input) => input.effectiveUntil === null || input.effectiveUntil >= input.effectiveFrom, {
    message: 'The schedule cannot end before it starts',
    path: ['effectiveUntil'],
  });
export type WeeklyScheduleInput = z.infer<typeof weeklyScheduleInputSchema>;

export const weeklyScheduleSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  locationId: z.string(),
  effectiveFrom: z.string(),
  effectiveUntil: z.string().nullable(),
  days: z.array(z.object({ weekday: z.number(), hours: z.array(timeRangeReplySchema), breaks: z.array(timeRangeReplySchema) })),
});
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

// PUT /api/staff/:id/exceptions/:date: on that date the weekly pattern is replaced by these hours at
// this location; no hours means the day off.
export const scheduleExceptionInputSchema = z
  .object({
    locationId: z.uuid('Choose a location'),
    hours: z.array(timeRangeSchema).max(6).default([]),
    note: z.string().trim().max(500, 'Note is at most 500 characters').default(''),
  })
  .refine((input) => disjoint(input.hours), { message: 'Working hours on the same day overlap', path: ['hours'] });
export type ScheduleExceptionInput = z.infer<typeof scheduleExceptionInputSchema>;

export const scheduleExceptionSchema = z.object({
  staffId: z.string(),
  date: z.string(),
  locationId: z.string(),
  hours: z.array(timeRangeReplySchema),
  note: z.string(),
});
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

export const timeOffReasons = ['vacation', 'sick', 'personal', 'training', 'other'] as const;
export type TimeOffReason = (typeof timeOffReasons)[number];
export const timeOffStatuses = ['requested', 'approved', 'declined', 'cancelled'] as const;
export type TimeOffStatus = (typeof timeOffStatuses)[number];

// POST /api/staff/:id/time-off: from/until are wall-clock date-times (until exclusive), read on the clock of
// the location the person works at.
// With edit_schedules it is approved at once; staff holding only view_own_schedule request it for themselves.
export const timeOffInputSchema = z
  .object({
    from: localDateTimeSchema,
    until: localDateTimeSchema,
    reason: z.enum(timeOffReasons, 'Choose a reason'),
    note: z.string().trim().max(500, 'Note is at most 500 characters').default(''),
  })
  .refine((input) => input.until > input.from, { message: 'Time off must end after it starts', path: ['until'] })
  .refine((input) => DateTime.fromISO(input.until).diff(DateTime.fromISO(input.from), 'days').days <= 366, {
    message: 'Time off is at most a year at a time',
    path: ['until'],
  });
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;

export const timeOffSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  from: z.string(),
  until: z.string(),
  reason: z.enum(timeOffReasons),
  note: z.string(),
  status: z.enum(timeOffStatuses),
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

// GET /api/staff/:id/schedule: everything the one-staff schedule page shows.
export const staffWorkingHoursSchema = z.object({
  staffId: z.string(),
  schedules: z.array(weeklyScheduleSchema),
  exceptions: z.array(scheduleExceptionSchema),
  timeOff: z.array(timeOffSchema),
});
export type StaffWorkingHours = z.infer<typeof staffWorkingHoursSchema>;

// GET /api/staff-schedules?locationId=&from=&to=: the team week grid (/schedule). Callers holding only
// view_own_schedule get a list with just themselves.
export const teamWorkingHoursSchema = z.object({
  from: z.string(),
  to: z.string(),
  staff: z.array(
    staffWorkingHoursSchema.extend({
      firstName: z.string(),
      lastName: z.string(),
      color: z.string(),
      locationIds: z.array(z.string()),
      isActive: z.boolean(),
    }),
  ),
});
export type TeamWorkingHours = z.infer<typeof teamWorkingHoursSchema>;

// GET /api/staff-schedules?locationId=&from=&to= (local dates, inclusive): the team grid, at most
// MAX_TEAM_WORKING_HOURS_DAYS days at a time.
export const MAX_TEAM_WORKING_HOURS_DAYS = 62;
export const teamWorkingHoursQuerySchema = z
  .object({
    locationId: z.string('Choose a location').regex(/^[A-Za-z0-9-]{1,64}$/, 'Choose a location'),
    from: localDateSchema,
    to: localDateSchema,
  })
  .refine((query) => query.to >= query.from, { message: 'The end date cannot be before the start date', path: ['to'] })
  .refine((query) => DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), 'days').days < MAX_TEAM_WORKING_HOURS_DAYS, {
    message: `Show at most ${MAX_TEAM_WORKING_HOURS_DAYS} days at a time`,
    path: ['to'],
  });
export type TeamWorkingHoursQuery = z.infer<typeof teamWorkingHoursQuerySchema>;
