import { IANAZone } from 'luxon';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from '../constants';
import { normalizePhone } from '../format/phone-format';
import { localDateSchema, timeRangeSchema } from '../team/working-hours-dto';

// How the business counts work time (timesheets and payroll): the work week's first day (1 = Monday … 7 =
// Sunday), the pay periods (weekly and bi-weekly ones counted from the anchor date), and breaks up to
// paidBreakMinutes long that are paid (0: every break unpaid).
export const payrollSettingsSchema = z.object({
  weekStartsOn: z
    .number()
    .int()
    .min(1, 'Week start is a weekday, 1 (Monday) to 7 (Sunday)')
    .max(7, 'Week start is a weekday, 1 (Monday) to 7 (Sunday)'),
  payPeriod: z.object({
    frequency: z.enum(['weekly', 'biweekly', 'semimonthly'], 'Pay periods are weekly, biweekly or semimonthly'),
    anchorDate: localDateSchema,
  }),
  paidBreakMinutes: z.number().int().min(0, 'Paid break minutes cannot be negative').max(60, 'Paid breaks are at most 60 minutes'),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;
export const defaultPayrollSettings: PayrollSettings = {
  weekStartsOn: 7,
  payPeriod: { frequency: 'biweekly', anchorDate: '2026-01-04' },
  paidBreakMinutes: 0,
};

export const businessSettingsSchema = z.object({
  businessName: z.string(),
  businessLogo: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  payroll: payrollSettingsSchema,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

export const businessNameSchema = z.string().trim().min(1, 'Business name is required').max(120, 'Business name is at most 120 characters');

// PUT /api/business-settings: the fields a manager edits.
export const updateBusinessSettingsSchema = z.object({
  businessName: businessNameSchema,
  businessLogo: z
    .union([z.url({ protocol: /^https?$/, message: 'Business logo must be an http(s) URL' }), z.literal(''), z.null()])
    .transform((value) => (value ? value : null))
    .optional(),
  payroll: payrollSettingsSchema.optional(),
});
export type UpdateBusinessSettingsInput = z.infer<typeof updateBusinessSettingsSchema>;

export const locationNameSchema = z.string().trim().min(1, 'Location name is required').max(120, 'Location name is at most 120 characters');

// A location's own time zone (IANA name); a location that never set one keeps the business zone.
export const DEFAULT_LOCATION_TIME_ZONE = BUSINESS_TIME_ZONE;
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Time zone is required')
  .refine((zone) => IANAZone.isValidZone(zone), { message: 'Time zone must be an IANA time zone, like America/New_York' });

// Opening hours, one entry per weekday (1 = Monday … 7 = Sunday): wall-clock ranges in the location's zone;
// no ranges = closed that day.
export const openingDaySchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hours: z
    .array(timeRangeSchema)
    .max(4, 'At most 4 opening ranges a day')
    .refine((ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((range, index) => index === 0 || sorted[index - 1]!.end <= range.start);
    }, 'Opening hours of one day must not overlap'),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;
export const openingHoursSchema = z
  .array(openingDaySchema)
  .max(7)
  .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'Each weekday appears at most once');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const locationAddressSchema = z.string().trim().max(300, 'Address is at most 300 characters');
// Typed in any form, stored E.164 ('' or null clears it).
export const locationPhoneSchema = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .transform((value, context) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'Phone must be a valid phone number, like (312) 555-0142' });
      return z.NEVER;
    }
    return phone;
  });

// PUT /api/locations/:id/details: everything about a location but its name and status.
export const locationDetailsInputSchema = z.object({
  timeZone: timeZoneSchema,
  address: locationAddressSchema.default(''),
  phone: locationPhoneSchema.default(''),
  openingHours: openingHoursSchema.default([]),
  // 825 = 8.25%; services and free amounts are taxed at it, gift cards and tips never.
  taxRateBasisPoints: z
    .number('The tax rate is a number')
    .int('The tax rate has at most two decimals')
    .min(0, 'The tax rate cannot be negative')
    .max(2500, 'The tax rate is at most 25%')
    .default(0),
});
export type LocationDetailsInput = z.input<typeof locationDetailsInputSchema>;
export type LocationDetails = z.output<typeof locationDetailsInputSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  timeZone: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  openingHours: z.array(z.object({ weekday: z.number(), hours: z.array(z.object({ start: z.string(), end: z.string() })) })),
  taxRateBasisPoints: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

// Every command route answers with the stream revision and the position to wait for.
export const commandReplySchema = z.object({
  id: z.string(),
  revision: z.number(),
  position: z.string().nullable(),
});
export type CommandReply = z.infer<typeof commandReplySchema>;
