import { setServiceStaffSchema, type Service, type SetServiceStaffInput } from '@chairside/shared/catalogue/catalogue-dto';
import { fieldProblems, firstProblemUnder, type Parsed } from '../../ui/form-problems';
import { PRICE_TEXT_ERROR, centsFromDollarText, dollarTextFromCents, numberFromText } from '../../ui/form-values';

// One person in the "Who performs it" editor: their own price and duration are optional text.
export type PerformerDraft = { price: string; duration: string };
export type PerformersForm = Record<string, PerformerDraft>;

export function performersFromService(service: Service): PerformersForm {
  const form: PerformersForm = {};
  for (const item of service.staff)
    form[item.staffId] = {
      price: dollarTextFromCents(item.priceCents),
      duration: item.durationMinutes === null ? '' : String(item.durationMinutes),
    };
  return form;
}

// Validated with the route's own schema; a message is returned under the staff id of its row, and one about
// the whole list under ''.
export function readPerformers(form: PerformersForm): Parsed<SetServiceStaffInput> {
  const staff = Object.entries(form).map(([staffId, draft]) => ({
    staffId,
    priceCents: centsFromDollarText(draft.price) ?? null,
    durationMinutes: numberFromText(draft.duration) ?? null,
  }));
  const parsed = setServiceStaffSchema.safeParse({ staff });
  const byField = parsed.success ? {} : fieldProblems(parsed.error);
  const problems: Record<string, string> = {};
  staff.forEach((item, index) => {
    const own = Number.isNaN(item.priceCents) ? PRICE_TEXT_ERROR : firstProblemUnder(byField, `staff.${index}`);
    if (own) problems[item.staffId] = own;
  });
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, value: parsed.data };
  if (!parsed.success && Object.keys(problems).length === 0) problems[''] = parsed.error.issues[0]?.message ?? 'Check the list';
  return { ok: false, problems };
}
