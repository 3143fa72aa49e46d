import { payrollAdjustmentSchema, type PayrollAdjustmentInput } from '@chairside/shared/payroll/payroll-dto';
import { fieldProblems, type Parsed } from '../../ui/form-problems';

// "Add adjustment" as typed: who, an amount in dollars (negative when the run paid too much) and why.
export type AdjustmentDraft = { staffId: string; amount: string; reason: string };

export const emptyAdjustmentDraft = (staffId: string): AdjustmentDraft => ({ staffId, amount: '', reason: '' });

// Dollars to whole cents, a leading minus kept. Example: dollarsToCents('-12.5') === -1250
export function signedDollarsToCents(text: string): number {
  const trimmed = text
    .trim()
    .replace(/^(-?)\$/, '$1')
    .replaceAll(',', '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

export function parseAdjustment(draft: AdjustmentDraft): Parsed<PayrollAdjustmentInput> {
  const amountCents = signedDollarsToCents(draft.amount);
  const typed = !Number.isNaN(amountCents);
  const parsed = payrollAdjustmentSchema.safeParse({ staffId: draft.staffId, amountCents: typed ? amountCents : 0, reason: draft.reason });
  if (parsed.success && typed) return { ok: true, value: parsed.data };
  const problems = parsed.success ? {} : fieldProblems(parsed.error);
  if (!typed) problems.amountCents = 'An adjustment is an amount in dollars, like 25.50 (-25.50 when the run paid too much)';
  return { ok: false, problems };
}
