import { setServiceStaffSchema, type Service, type SetServiceStaffInput } from '@chairside/shared/catalogue/catalogue-dto';
import { PRICE_TEXT_ERROR, centsFromDollarText, dollarTextFromCents, fieldErrors, numberFromText } from '../catalogue/catalogue-form';

// One person in the "Who performs it" editor: their own price and duration are optional text.
export type PerformerDraft = { price: string; duration: string };
export type PerformersForm = Record<string, PerformerDraft>;

export function performersFromService(service: Service): PerformersForm {
  const form: PerformersForm = {};
  for (const item of service.staff) {
    form[item.staffId] = {
      price: item.priceCents === null ? '' : dollarTextFromCents(item.priceCents),
      duration: item.durationMinutes === null ? '' : String(item.durationMinutes),
    };
  }
  return form;
}

export type PerformerErrors = Record<string, string>;
export type PerformersResult = { ok: true; input: SetServiceStaffInput } | { ok: false; errors: PerformerErrors };

// Validated with the route's own schema; a message is returned under the staff id of its row.
export function readPerformers(form: PerformersForm): PerformersResult {
  const ids = Object.keys(form);
  const staff = ids.map((staffId) => ({
    staffId,
    priceCents: centsFromDollarText(form[staffId]!.price) ?? null,
    durationMinutes: numberFromText(form[staffId]!.duration) ?? null,
  }));
  const parsed = setServiceStaffSchema.safeParse({ staff });
  const errors: PerformerErrors = {};
  staff.forEach((item, index) => {
    if (Number.isNaN(item.priceCents)) errors[item.staffId] = PRICE_TEXT_ERROR;
    else if (!parsed.success) {
      const own = Object.entries(fieldErrors(parsed.error)).find(([key]) => key.startsWith(`staff.${index}.`));
      if (own) errors[item.staffId] = own[1];
    }
  });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  if (!parsed.success && Object.keys(errors).length === 0) errors.form = parsed.error.issues[0]?.message ?? 'Check the list';
  return { ok: false, errors };
}
