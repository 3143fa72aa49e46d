import { bookingDesignSchema, updateBookingDesignSchema, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import { AA_TEXT, contrastRatio, parseHexColor, textOnFill } from '@chairside/shared/format/color-contrast';
import { parseWith, type Parsed } from '../../ui/form-problems';

// The form as typed: numbers are text until read; the lists are null for "all".
export type BookingDesignForm = {
  brandColor: string;
  logoUrl: string;
  headline: string;
  text: string;
  serviceIds: string[] | null;
  staffIds: string[] | null;
  slotIntervalMinutes: string;
  holdMinutes: string;
  leadTimeMinutes: string;
  horizonDays: string;
  cancellationWindowHours: string;
  lateCancellation: BookingDesign['lateCancellation'];
};

const numberKeys = ['slotIntervalMinutes', 'holdMinutes', 'leadTimeMinutes', 'horizonDays', 'cancellationWindowHours'] as const;

export function formFromDesign(design: BookingDesign): BookingDesignForm {
  return {
    brandColor: design.brandColor,
    logoUrl: design.logoUrl ?? '',
    headline: design.headline,
    text: design.text,
    serviceIds: design.serviceIds,
    staffIds: design.staffIds,
    slotIntervalMinutes: String(design.slotIntervalMinutes),
    holdMinutes: String(design.holdMinutes),
    leadTimeMinutes: String(design.leadTimeMinutes),
    horizonDays: String(design.horizonDays),
    cancellationWindowHours: String(design.cancellationWindowHours),
    lateCancellation: design.lateCancellation,
  };
}

// '' stays '' (the schema then says what is wanted); '7' → 7; '7.5' → 7.5 (refused as not whole).
const numberOrText = (value: string): number | string => (value.trim() === '' || Number.isNaN(Number(value)) ? value : Number(value));

function typedInput(form: BookingDesignForm): Record<string, unknown> {
  const numbers = Object.fromEntries(numberKeys.map((key) => [key, numberOrText(form[key])]));
  return { ...form, ...numbers, logoUrl: form.logoUrl.trim() === '' ? null : form.logoUrl.trim() };
}

// The form read by the route's own schema: the design to send, or each field's problem.
// Example: parseBookingDesignForm({ ...form, holdMinutes: '31' }) → { ok: false, problems: { holdMinutes: 'A hold lasts at most 30 minutes' } }
export function parseBookingDesignForm(form: BookingDesignForm): Parsed<BookingDesign> {
  return parseWith(updateBookingDesignSchema, typedInput(form));
}

// What the live preview shows: every field as typed where it is valid, the saved value where it is not yet
// (a half-typed color or an empty headline never breaks the preview).
export function previewDesign(form: BookingDesignForm, saved: BookingDesign): BookingDesign {
  const input = typedInput(form);
  const shape = bookingDesignSchema.shape;
  const pick = <K extends keyof BookingDesign>(key: K): BookingDesign[K] => {
    const parsed = shape[key].safeParse(input[key]);
    return parsed.success ? (parsed.data as BookingDesign[K]) : saved[key];
  };
  const keys = Object.keys(shape) as (keyof BookingDesign)[];
  return Object.fromEntries(keys.map((key) => [key, pick(key)])) as BookingDesign;
}

export type BrandContrast = { whiteRatio: number; textColor: string; ratio: number; meetsAA: boolean };

// Text on the brand color: white when it reads at WCAG AA (4.5:1), otherwise the dark shade of the color the
// booking page writes in (shared textOnFill); null for a color that is not a hex value yet. Where white
// fails (luminance above ~0.18), black reads at more than 4.6:1, so some text always meets AA: the form
// warns (white text is lost), it never refuses.
export function brandContrast(brandColor: string): BrandContrast | null {
  if (!/^#[0-9a-f]{6}$/i.test(brandColor.trim()) || !parseHexColor(brandColor)) return null;
  const textColor = textOnFill(brandColor, AA_TEXT);
  const ratio = contrastRatio(textColor, brandColor);
  return { whiteRatio: contrastRatio('#ffffff', brandColor), textColor, ratio, meetsAA: ratio >= AA_TEXT };
}

// The ids offered when a switch turns "all" off: start from everything, so nothing changes until unticked.
export const toggledAll = (current: string[] | null, allIds: readonly string[]): string[] | null => (current === null ? [...allIds] : null);

export const toggledId = (current: readonly string[], id: string, checked: boolean): string[] =>
  checked ? [...new Set([...current, id])] : current.filter((other) => other !== id);
