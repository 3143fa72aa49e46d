import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneSearchKey } from './phone-format';

describe('phone numbers', () => {
  it('stores every way of typing one US number as the same E.164 text', () => {
    for (const typed of ['(312) 555-0142', '312.555.0142', '312 555 0142', '+1 312 555 0142', '1-312-555-0142']) {
      expect(normalizePhone(typed)).toBe('+13125550142');
    }
  });

  it('refuses what is not a phone number', () => {
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('not a number')).toBeNull();
    expect(normalizePhone('(312) 555-01')).toBeNull();
  });

  it('shows US numbers in national format and others internationally', () => {
    expect(formatPhone('+13125550142')).toBe('(312) 555-0142');
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(formatPhone('free text')).toBe('free text');
  });

  it('turns a search into the digits stored numbers contain', () => {
    expect(phoneSearchKey('(312) 555-0142')).toBe('13125550142');
    expect(phoneSearchKey('555-01')).toBe('55501');
  });
});
