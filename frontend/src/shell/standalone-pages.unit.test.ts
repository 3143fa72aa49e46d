import { describe, expect, it } from 'vitest';
import { isPublicFormPath, matchStandalonePage } from './standalone-pages';

describe('standalone pages (SPEC §2.1, §5)', () => {
  it('chooses the reset password page for any path starting with /reset-password', () => {
    expect(matchStandalonePage('/reset-password')).toEqual({ page: 'reset-password' });
    expect(matchStandalonePage('/reset-password/abc')).toEqual({ page: 'reset-password' });
    expect(matchStandalonePage('/reset-password-sms')).toEqual({ page: 'reset-password' });
  });

  it('opens the SMS page for /forgot-password-sms (the more specific prefix is tested first)', () => {
    expect(matchStandalonePage('/forgot-password-sms')).toEqual({ page: 'forgot-password-sms' });
    expect(matchStandalonePage('/forgot-password-sms/step-2')).toEqual({ page: 'forgot-password-sms' });
  });

  it('opens the e-mail page for the other /forgot-password paths', () => {
    expect(matchStandalonePage('/forgot-password')).toEqual({ page: 'forgot-password' });
    expect(matchStandalonePage('/forgot-password/sent')).toEqual({ page: 'forgot-password' });
    expect(matchStandalonePage('/forgot-passwords')).toEqual({ page: 'forgot-password' });
  });

  it('matches /booking exactly, not /booking-test or /booking-design', () => {
    expect(matchStandalonePage('/booking')).toEqual({ page: 'booking' });
    expect(matchStandalonePage('/booking/')).toBeNull();
    expect(matchStandalonePage('/booking-test')).toBeNull();
    expect(matchStandalonePage('/booking-design')).toBeNull();
  });

  it('opens a public form only for a numeric id', () => {
    expect(matchStandalonePage('/forms/42')).toEqual({ page: 'public-form', id: '42' });
    expect(matchStandalonePage('/forms/007')).toEqual({ page: 'public-form', id: '007' });
    expect(matchStandalonePage('/forms/abc')).toBeNull();
    expect(matchStandalonePage('/forms/12a')).toBeNull();
    expect(matchStandalonePage('/forms/-1')).toBeNull();
    expect(matchStandalonePage('/forms/1/2')).toBeNull();
    expect(matchStandalonePage('/forms')).toBeNull();
    expect(matchStandalonePage('/forms/')).toBeNull();
  });

  it('opens a public document for letters, digits, underscore and hyphen only', () => {
    expect(matchStandalonePage('/documents/aftercare_Sheet-2')).toEqual({ page: 'public-document', id: 'aftercare_Sheet-2' });
    expect(matchStandalonePage('/documents/123')).toEqual({ page: 'public-document', id: '123' });
    expect(matchStandalonePage('/documents/price.list')).toBeNull();
    expect(matchStandalonePage('/documents/a%20b')).toBeNull();
    expect(matchStandalonePage('/documents/a/b')).toBeNull();
    expect(matchStandalonePage('/documents')).toBeNull();
  });

  it('leaves every other path to the sign-in logic', () => {
    for (const path of ['/', '/login', '/dashboard', '/clients/12', '/help/forms', '/settings'])
      expect(matchStandalonePage(path)).toBeNull();
  });

  it('recognises public form pages, where sign-in initialisation is skipped (SPEC §4.1)', () => {
    expect(isPublicFormPath('/forms/9')).toBe(true);
    expect(isPublicFormPath('/forms/x')).toBe(false);
    expect(isPublicFormPath('/forms')).toBe(false);
  });
});
