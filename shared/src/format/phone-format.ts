import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Phone numbers are stored in one format (E.164, '+13125550142') and shown in one format (national for the
// business's own country, international otherwise), whatever the person typed. libphonenumber-js knows
// every country's numbering plan, so '(312) 555-0142', '312.555.0142' and '+1 312 555 0142' are one number.

export const PHONE_COUNTRY: CountryCode = 'US';
// Its calling code ('1'): a partial number typed without it still finds stored E.164 numbers.
export const PHONE_COUNTRY_CALLING_CODE: string = getCountryCallingCode(PHONE_COUNTRY);

// Example: normalizePhone('(312) 555-0142') === '+13125550142'; normalizePhone('12') === null
export function normalizePhone(input: string, country: CountryCode = PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

// Example: formatPhone('+13125550142') === '(312) 555-0142'; formatPhone('+442071838750') === '+44 20 7183 8750'
export function formatPhone(stored: string, country: CountryCode = PHONE_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(stored, country);
  if (!parsed) return stored;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

// What a search box's text means as a phone number: the E.164 form when it is a whole number, else its digits
// (a partial number matches stored numbers containing them). Example: phoneSearchKey('312-555') === '312555'
export function phoneSearchKey(input: string, country: CountryCode = PHONE_COUNTRY): string {
  const whole = normalizePhone(input, country);
  return (whole ?? input).replace(/\D/g, '');
}
