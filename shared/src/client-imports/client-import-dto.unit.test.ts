import { describe, expect, it } from 'vitest';
import { clientImportPlanSchema, guessMapping, importBirthday, importConsent, importTags, readClientImportRow } from './client-import-dto';

describe('guessing the columns from the headers', () => {
  it('finds birthday, tags and consent per channel under the names spreadsheets use', () => {
    expect(guessMapping(['First name', 'Last name', 'Mobile', 'Email', 'Birthday', 'Tags', 'Email opt-in', 'SMS consent'])).toEqual({
      firstName: 0,
      lastName: 1,
      phone: 2,
      email: 3,
      birthday: 4,
      tags: 5,
      emailConsent: 6,
      smsConsent: 7,
    });
    for (const header of ['Birthday', 'Date of birth', 'DOB', 'birth_date', 'Birthdate'])
      expect(guessMapping(['Name', header]).birthday, header).toBe(1);
    for (const header of ['Tags', 'tag', 'Labels']) expect(guessMapping(['Name', header]).tags, header).toBe(1);
    for (const header of ['Email opt-in', 'Accepts marketing e-mails', 'E-mail consent', 'Newsletter', 'email_marketing'])
      expect(guessMapping(['Name', header]), header).toMatchObject({ emailConsent: 1, email: null, smsConsent: null });
    for (const header of ['SMS consent', 'SMS opt-in', 'Accepts marketing texts', 'Text message consent'])
      expect(guessMapping(['Name', header]), header).toMatchObject({ smsConsent: 1, phone: null, emailConsent: null });
  });

  it('leaves the new fields unmapped when no header reads like them', () => {
    expect(guessMapping(['Name', 'Phone', 'E-mail'])).toEqual({
      firstName: 0,
      lastName: null,
      phone: 1,
      email: 2,
      birthday: null,
      tags: null,
      emailConsent: null,
      smsConsent: null,
    });
  });
});

describe('reading a birthday', () => {
  it('takes the forms the client record keeps as they are', () => {
    expect(importBirthday('1990-07-14')).toBe('1990-07-14');
    expect(importBirthday(' --02-29 ')).toBe('--02-29');
  });

  it('reads dotted dates day first and slashed dates only where they read one way', () => {
    expect(importBirthday('14.07.1990')).toBe('1990-07-14');
    expect(importBirthday('4.7.1990')).toBe('1990-07-04');
    expect(importBirthday('07/14/1990')).toBe('1990-07-14');
    expect(importBirthday('14/07/1990')).toBe('1990-07-14');
    expect(importBirthday('7/7/1990')).toBe('1990-07-07');
    // 3 April or 4 March: refused rather than guessed.
    expect(importBirthday('03/04/1990')).toBeNull();
  });

  it('refuses what is not a date', () => {
    for (const value of ['1990-02-30', '31.02.1990', '13/13/1990', '1990/07/14', '14.07.90', 'July 14', '1850-01-01', 'soon'])
      expect(importBirthday(value), value).toBeNull();
  });
});

describe('reading tags and consent', () => {
  it('splits tags on semicolons and commas, trimmed and unique', () => {
    expect(importTags('VIP; colour ,vip,,Sensitive scalp')).toEqual(['VIP', 'colour', 'Sensitive scalp']);
    expect(importTags('')).toEqual([]);
  });

  it('reads yes and no in their usual spellings; anything else is no answer', () => {
    for (const value of ['yes', 'Y', 'TRUE', '1', ' Yes ']) expect(importConsent(value), value).toBe(true);
    for (const value of ['no', 'N', 'false', '0']) expect(importConsent(value), value).toBe(false);
    for (const value of ['', 'maybe', 'ja', '2']) expect(importConsent(value), value).toBeNull();
  });
});

describe('reading a row', () => {
  const mapping = clientImportPlanSchema.parse({
    mapping: { firstName: 0, lastName: null, phone: 1, email: null, birthday: 2, tags: 3, emailConsent: 4, smsConsent: 5 },
    duplicates: 'skip',
  }).mapping;

  it('gives the birthday, tags and consent of a good row', () => {
    expect(readClientImportRow(['Ada', '(312) 555-0142', '14.07.1990', 'VIP;colour', 'yes', 'n'], mapping)).toEqual({
      firstName: 'Ada',
      lastName: '',
      phone: '+13125550142',
      email: '',
      birthday: '1990-07-14',
      tags: ['VIP', 'colour'],
      consent: { email: true, sms: false },
    });
    // Blank cells: nothing known, nothing recorded.
    expect(readClientImportRow(['Ada', '3125550142', '', '', '', ''], mapping)).toMatchObject({
      birthday: null,
      tags: [],
      consent: { email: null, sms: null },
    });
  });

  it('names the value that cannot be read', () => {
    expect(readClientImportRow(['Ada', '3125550142', '03/04/1990', '', '', ''], mapping)).toEqual({
      problem: 'The birthday "03/04/1990" is not a date that reads one way only: write it as YYYY-MM-DD (or --MM-DD without the year)',
    });
    expect(readClientImportRow(['Ada', '3125550142', '', '', 'maybe', ''], mapping)).toEqual({
      problem: 'E-mail consent "maybe" is not yes or no',
    });
    expect(readClientImportRow(['Ada', '3125550142', '', '', '', 'later'], mapping)).toEqual({
      problem: 'SMS consent "later" is not yes or no',
    });
    expect(
      readClientImportRow(['Ada', '3125550142', '', Array.from({ length: 21 }, (_, i) => `t${i}`).join(';'), '', ''], mapping),
    ).toEqual({
      problem: 'A client has at most 20 tags',
    });
  });

  it('reads a mapping from before these columns (an import started earlier) as mapping none of them', () => {
    expect(readClientImportRow(['Ada', '3125550142'], { firstName: 0, lastName: null, phone: 1, email: null })).toMatchObject({
      birthday: null,
      tags: [],
      consent: { email: null, sms: null },
    });
  });
});
