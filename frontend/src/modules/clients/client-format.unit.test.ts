import { describe, expect, it } from 'vitest';
import { staffConsentSources } from '@chairside/shared/clients/client-dto';
import { birthdayText, consentSourceOption, consentText } from './client-format';

describe('consent on the profile', () => {
  it('says whether it was given or withdrawn, how, by whom and when (in the business time zone)', () => {
    const at = '2026-11-27T21:05:00Z';
    expect(consentText({ granted: true, source: 'desk', byUserId: 'u1', byName: 'Fran Desk', at })).toBe(
      'Given at the desk by Fran Desk, Nov 27, 2026, 3:05 PM',
    );
    expect(consentText({ granted: false, source: 'client_request', byUserId: 'u1', byName: 'Fran Desk', at })).toBe(
      'Withdrawn at the client’s request by Fran Desk, Nov 27, 2026, 3:05 PM',
    );
    // The client booking online, or a user since removed: no one to name.
    expect(consentText({ granted: true, source: 'online_booking', byUserId: null, byName: null, at })).toBe(
      'Given when booking online, Nov 27, 2026, 3:05 PM',
    );
    expect(consentText(null)).toBe('Not asked yet');
  });

  it('offers staff only the ways an answer reaches them, at the desk first', () => {
    expect(staffConsentSources.map(consentSourceOption)).toEqual(['At the desk', 'At the client’s request']);
  });
});

describe('birthdays', () => {
  it('read with the year, or without it when the client kept it', () => {
    expect(birthdayText('--07-04')).toBe('July 4');
    expect(birthdayText('1990-12-09')).toBe('December 9, 1990');
  });
});
