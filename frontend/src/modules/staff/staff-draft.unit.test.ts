import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import {
  dollarsToCents,
  draftFromStaff,
  emptyAccountDraft,
  emptyStaffDraft,
  parseNewStaff,
  parseStaffAccount,
  parseStaffProfile,
} from './staff-draft';

const downtown = '11111111-1111-4111-8111-111111111111';

const complete = {
  ...emptyStaffDraft(downtown),
  firstName: 'Robin',
  lastName: 'Lee',
  email: 'Robin.Lee@Example.com',
  phone: '+1 312 555 0199',
  signsIn: true,
  username: 'robin.lee',
  password: 'long-enough',
  hourlyRate: '$25.50',
  serviceCommission: '40',
};

describe('the staff form', () => {
  it('turns dollars into whole cents and blanks into null', () => {
    expect(dollarsToCents('25.5')).toBe(2550);
    expect(dollarsToCents('1,000')).toBe(100_000);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(' ')).toBeNull();
    expect(dollarsToCents('ten')).toBeNaN();
  });

  it('builds the create request the server expects', () => {
    const parsed = parseNewStaff(complete);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        email: 'robin.lee@example.com',
        phone: '+13125550199',
        photo: null,
        locationIds: [downtown],
        pay: { hourlyRateCents: 2550, serviceCommissionPercent: 40, productCommissionPercent: null },
        groupIds: [],
      },
    });
  });

  it('reports each problem against its field', () => {
    const parsed = parseNewStaff({ ...complete, firstName: ' ', locationIds: [], hourlyRate: 'ten', productCommission: '120' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toMatchObject({
      firstName: 'First name is required',
      locationIds: 'Choose at least one location',
      'pay.hourlyRateCents': 'Hourly rate is an amount in dollars, like 25.50',
      'pay.productCommissionPercent': 'Product commission is at most 100%',
    });
  });

  it('edits a profile without sign-in fields and keeps the pay it was given', () => {
    const member: StaffMember = {
      id: 'p1',
      username: 'robin.lee',
      hasAccount: true,
      firstName: 'Robin',
      lastName: 'Lee',
      email: 'robin.lee@example.com',
      phone: '+13125550142',
      title: 'Stylist',
      bio: '',
      photo: null,
      color: '#0ea5e9',
      locationIds: [downtown],
      permissionGroups: [],
      pay: { hourlyRateCents: 2000, serviceCommissionPercent: 35.5, productCommissionPercent: null },
      isActive: true,
    };
    const draft = draftFromStaff(member);
    expect(draft).toMatchObject({ hourlyRate: '20.00', serviceCommission: '35.5', productCommission: '', phone: '(312) 555-0142' });
    expect(parseStaffProfile(draft)).toMatchObject({
      ok: true,
      value: { title: 'Stylist', pay: { hourlyRateCents: 2000, serviceCommissionPercent: 35.5, productCommissionPercent: null } },
    });
  });

  it('hires without a sign-in account: no username, password or e-mail needed, and the typed ones are not sent', () => {
    const parsed = parseNewStaff({ ...complete, signsIn: false, email: '', phone: '312.555.0142' });
    expect(parsed).toMatchObject({ ok: true, value: { email: null, phone: '+13125550142', groupIds: [] } });
    if (!parsed.ok) return;
    expect(parsed.value.username).toBeUndefined();
    expect(parsed.value.password).toBeUndefined();
  });

  it('marks what a sign-in account needs, and a phone number that is not one', () => {
    const parsed = parseNewStaff({ ...complete, email: '', password: '' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual({
      email: 'E-mail is required for a sign-in account',
      password: 'Password is required for a sign-in account',
    });
    const phone = parseNewStaff({ ...complete, phone: '555-01' });
    expect(phone).toEqual({ ok: false, problems: { phone: 'That phone number is not valid' } });
  });

  it('reads the add-account form, the e-mail filled in from the profile', () => {
    const member = { email: 'robin@example.com' } as StaffMember;
    expect(parseStaffAccount({ ...emptyAccountDraft(member), username: 'robin', password: 'long-enough' })).toEqual({
      ok: true,
      value: { username: 'robin', password: 'long-enough', email: 'robin@example.com', groupIds: [] },
    });
    const refused = parseStaffAccount({ ...emptyAccountDraft({ email: null } as StaffMember), username: 'no spaces', password: 'short' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.problems).sort()).toEqual(['email', 'password', 'username']);
  });
});
