import { setPayRateSchema, type PayRate, type SetPayRateInput } from '@chairside/shared/team/pay-rates';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { dollarsToCents, optionalNumber } from './staff-draft';

// "New rate from <date>" as typed: a date and the three rates (dollars and percentages as text), started
// from the rate in force so only what changes needs typing.
export type PayRateDraft = { effectiveFrom: string; hourlyRate: string; serviceCommission: string; productCommission: string };

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function payRateDraft(current: PayRate['pay'] | null, today: string): PayRateDraft {
  return {
    effectiveFrom: today,
    hourlyRate: current?.hourlyRateCents == null ? '' : (current.hourlyRateCents / 100).toFixed(2),
    serviceCommission: numberText(current?.serviceCommissionPercent ?? null),
    productCommission: numberText(current?.productCommissionPercent ?? null),
  };
}

export function parsePayRate(draft: PayRateDraft): Parsed<SetPayRateInput> {
  const hourlyRateCents = dollarsToCents(draft.hourlyRate);
  const parsed = setPayRateSchema.safeParse({
    effectiveFrom: draft.effectiveFrom.trim(),
    pay: {
      hourlyRateCents,
      serviceCommissionPercent: optionalNumber(draft.serviceCommission),
      productCommissionPercent: optionalNumber(draft.productCommission),
    },
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = fieldProblems(parsed.error);
  if (Number.isNaN(hourlyRateCents)) problems['pay.hourlyRateCents'] = 'Hourly rate is an amount in dollars, like 25.50';
  return { ok: false, problems };
}
