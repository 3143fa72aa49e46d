import { locationDetailsInputSchema, type Location, type LocationDetails } from '@chairside/shared/business/business-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { formatRange, weekdayNames } from '../../format/calendar-dates';
import { parseWith, type Parsed } from '../../ui/form-problems';

// The location details dialog's draft: one opening range a day (a closed day has none).
export type OpeningDraft = { weekday: number; open: boolean; start: string; end: string };
export type LocationDetailsDraft = { timeZone: string; address: string; phone: string; taxRate: string; days: OpeningDraft[] };

// '8.25' → 825 basis points; anything that is not a percentage with at most two decimals stays a text the schema refuses.
export function taxRateBasisPoints(percent: string): number | string {
  const text = percent.trim();
  if (text === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return text;
  return Math.round(Number(text) * 100);
}

export function detailsDraft(location: Location): LocationDetailsDraft {
  return {
    timeZone: location.timeZone,
    address: location.address,
    phone: location.phone ? formatPhone(location.phone) : '',
    taxRate: location.taxRateBasisPoints ? String(location.taxRateBasisPoints / 100) : '',
    days: weekdayNames.map((_, index) => {
      const weekday = index + 1;
      const first = location.openingHours.find((day) => day.weekday === weekday)?.hours[0];
      return { weekday, open: first !== undefined, start: first?.start ?? '09:00', end: first?.end ?? '18:00' };
    }),
  };
}

export function readDetails(draft: LocationDetailsDraft): Parsed<LocationDetails> {
  return parseWith(locationDetailsInputSchema, {
    timeZone: draft.timeZone,
    address: draft.address,
    phone: draft.phone,
    taxRateBasisPoints: taxRateBasisPoints(draft.taxRate),
    openingHours: draft.days
      .filter((day) => day.open)
      .map((day) => ({ weekday: day.weekday, hours: [{ start: day.start, end: day.end }] })),
  });
}

// Example: 'Mon 9:00 AM–6:00 PM · Sun closed' in a card, one line a day.
export function openingLines(location: Location): string[] {
  if (location.openingHours.length === 0) return [];
  return weekdayNames.map((name, index) => {
    const day = location.openingHours.find((item) => item.weekday === index + 1);
    return `${name}: ${day && day.hours.length > 0 ? day.hours.map(formatRange).join(', ') : 'Closed'}`;
  });
}
