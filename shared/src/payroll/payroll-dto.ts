import { z } from 'zod';
import { localDateSchema } from '../team/working-hours-dto';

// Bodies, GET filters and replies of /api/payroll, parsed with the same schemas on both sides. Money is
// integer cents.

const locationIdSchema = z.uuid('Choose a location').nullable().default(null);

// GET /api/payroll/preview?date= (any day of the pay period; today when left out)&locationId= (all when left out)
export const payrollPreviewQuerySchema = z.object({ date: localDateSchema.optional(), locationId: z.uuid('Choose a location').optional() });
export type PayrollPreviewQuery = z.infer<typeof payrollPreviewQuerySchema>;

// POST /api/payroll/runs: finalise the period that starts on periodStart, at one location or all.
export const finalisePayrollSchema = z.object({ periodStart: localDateSchema, locationId: locationIdSchema });
export type FinalisePayrollInput = z.infer<typeof finalisePayrollSchema>;

export const PAYROLL_REASON_MAX = 500;
export const MAX_ADJUSTMENT_CENTS = 10_000_000;

// POST /api/payroll/runs/:id/adjustments: a correction of that run, paid in the next one.
export const payrollAdjustmentSchema = z.object({
  staffId: z.uuid('Choose a staff member'),
  amountCents: z
    .number('An adjustment is an amount in cents')
    .int('An adjustment is in whole cents')
    .min(-MAX_ADJUSTMENT_CENTS, 'An adjustment is at most $100,000.00 either way')
    .max(MAX_ADJUSTMENT_CENTS, 'An adjustment is at most $100,000.00 either way')
    .refine((cents) => cents !== 0, 'An adjustment cannot be $0.00'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason for the adjustment')
    .max(PAYROLL_REASON_MAX, `A reason is at most ${PAYROLL_REASON_MAX} characters`),
});
export type PayrollAdjustmentInput = z.infer<typeof payrollAdjustmentSchema>;

const cents = z.number().int();
const periodSchema = z.object({ start: z.string(), end: z.string() });
const adjustmentLineSchema = z.object({ adjustmentId: z.string(), runId: z.string(), amountCents: cents, reason: z.string() });
const amountsSchema = {
  regularMinutes: cents,
  overtimeMinutes: cents,
  hourlyPayCents: cents,
  commissionCents: cents,
  tipsCents: cents,
  adjustmentsCents: cents,
  totalCents: cents,
};
export const payrollLineSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  ...amountsSchema,
  days: z.array(
    z.object({
      date: z.string(),
      regularMinutes: cents,
      overtimeMinutes: cents,
      hourlyRateCents: cents.nullable(),
      payCents: cents,
    }),
  ),
  adjustments: z.array(adjustmentLineSchema),
});
export const payrollTotalsSchema = z.object(amountsSchema);

// A run: the preview of a period (runId null, nothing stored) or a finalised run as it was frozen.
export const payrollRunSchema = z.object({
  runId: z.string().nullable(),
  // The finalised run of this period and scope, when there is one (a preview of a finalised period names it).
  finalisedRunId: z.string().nullable(),
  period: periodSchema,
  locationId: z.string().nullable(),
  finalisedAt: z.string().nullable(),
  finalisedByName: z.string().nullable(),
  lines: z.array(payrollLineSchema),
  totals: payrollTotalsSchema,
  // Adjustments added to this run afterwards (paid in a later run).
  corrections: z.array(
    z.object({
      adjustmentId: z.string(),
      staffId: z.string(),
      name: z.string(),
      amountCents: cents,
      reason: z.string(),
      addedAt: z.string(),
      paidInRunId: z.string().nullable(),
    }),
  ),
  previousDate: z.string(),
  nextDate: z.string(),
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;

// GET /api/payroll/runs: the history, newest period first.
export const payrollRunSummarySchema = z.object({
  runId: z.string(),
  period: periodSchema,
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  finalisedAt: z.string(),
  finalisedByName: z.string(),
  people: z.number().int(),
  totalCents: cents,
});
export type PayrollRunSummary = z.infer<typeof payrollRunSummarySchema>;
