import { formatPhone } from '@chairside/shared/format/phone-format';
import {
  addStaffAccountInputSchema,
  createStaffInputSchema,
  staffProfileInputSchema,
  type AddStaffAccountInput,
  type CreateStaffInput,
  type StaffMember,
  type StaffProfileInput,
} from '@chairside/shared/team/staff-dto';
import { fieldProblems, type Parsed } from '../../ui/form-problems';

// The staff form as typed (strings), and its conversion to the API input through the same zod
// schemas the server uses. Money is typed in dollars and sent as integer cents.

export type StaffDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
  bio: string;
  photo: string;
  color: string;
  locationIds: string[];
  hourlyRate: string;
  serviceCommission: string;
  productCommission: string;
  // Whether a new person gets a sign-in account now (username, password, e-mail); many never sign in.
  signsIn: boolean;
  username: string;
  password: string;
  groupIds: string[];
};

export const defaultStaffColor = '#8b5cf6';

export function emptyStaffDraft(locationId: string | null): StaffDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    title: '',
    bio: '',
    photo: '',
    color: defaultStaffColor,
    locationIds: locationId ? [locationId] : [],
    hourlyRate: '',
    serviceCommission: '',
    productCommission: '',
    signsIn: false,
    username: '',
    password: '',
    groupIds: [],
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftFromStaff(member: StaffMember): StaffDraft {
  return {
    ...emptyStaffDraft(null),
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    // Stored as E.164, shown as people write it: '+13125550142' → '(312) 555-0142'.
    phone: member.phone ? formatPhone(member.phone) : '',
    title: member.title,
    bio: member.bio,
    photo: member.photo ?? '',
    color: member.color,
    locationIds: [...member.locationIds],
    hourlyRate:
      member.pay?.hourlyRateCents === null || member.pay?.hourlyRateCents === undefined
        ? ''
        : (member.pay.hourlyRateCents / 100).toFixed(2),
    serviceCommission: numberText(member.pay?.serviceCommissionPercent),
    productCommission: numberText(member.pay?.productCommissionPercent),
  };
}

// '' → null; a number → that number; anything else → NaN, which the schema refuses with its own words.
export function optionalNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/%$/, '').replaceAll(',', '');
  return trimmed === '' ? null : Number(trimmed);
}

// Dollars to whole cents. Example: dollarsToCents('25.5') === 2550
export function dollarsToCents(text: string): number | null {
  const dollars = optionalNumber(text);
  return dollars === null ? null : Math.round(dollars * 100);
}

function profileFields(draft: StaffDraft) {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone.trim(),
    title: draft.title,
    bio: draft.bio,
    photo: draft.photo.trim(),
    color: draft.color,
    locationIds: draft.locationIds,
    pay: {
      hourlyRateCents: dollarsToCents(draft.hourlyRate),
      serviceCommissionPercent: optionalNumber(draft.serviceCommission),
      productCommissionPercent: optionalNumber(draft.productCommission),
    },
  };
}

// A rate that is not a number gets a plain message instead of zod's "expected number, received NaN".
function payTextProblems(draft: StaffDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (Number.isNaN(dollarsToCents(draft.hourlyRate))) problems['pay.hourlyRateCents'] = 'Hourly rate is an amount in dollars, like 25.50';
  return problems;
}

export function parseStaffProfile(draft: StaffDraft): Parsed<StaffProfileInput> {
  const parsed = staffProfileInputSchema.safeParse(profileFields(draft));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: { ...fieldProblems(parsed.error), ...payTextProblems(draft) } };
}

export function parseNewStaff(draft: StaffDraft): Parsed<CreateStaffInput> {
  const account = draft.signsIn ? { username: draft.username, password: draft.password, groupIds: draft.groupIds } : { groupIds: [] };
  const parsed = createStaffInputSchema.safeParse({ ...profileFields(draft), ...account });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: { ...fieldProblems(parsed.error), ...payTextProblems(draft) } };
}

// "Add sign-in account" for someone hired without one.
export type AccountDraft = { username: string; password: string; email: string; groupIds: string[] };

export function emptyAccountDraft(member: StaffMember): AccountDraft {
  return { username: '', password: '', email: member.email ?? '', groupIds: [] };
}

export function parseStaffAccount(draft: AccountDraft): Parsed<AddStaffAccountInput> {
  const parsed = addStaffAccountInputSchema.safeParse(draft);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(parsed.error) };
}
