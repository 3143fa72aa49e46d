import { z } from 'zod';
import { hexColorSchema, locationFilterSchema } from '../catalogue/catalogue-dto';
import {
  emailSchema,
  groupRefSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  passwordSchema,
  usernameSchema,
} from '../identity/identity-dto';

// Request and reply shapes of the staff API. A staff member may have a sign-in account (made when hired or
// later); the account's id is then the staff member's id.

const percent = (label: string) =>
  z
    .number({ error: `${label} is a number` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} is at most 100%`)
    .refine((value) => Number.isInteger(value * 100), `${label} has at most two decimals`);

// Pay: an hourly rate, commission on services and/or on products; any may be absent.
export const staffPaySchema = z.object({
  hourlyRateCents: z
    .number()
    .int('Hourly rate is in whole cents')
    .min(0, 'Hourly rate cannot be negative')
    .max(100_000, 'Hourly rate is at most $1,000.00')
    .nullable()
    .default(null),
  serviceCommissionPercent: percent('Service commission').nullable().default(null),
  productCommissionPercent: percent('Product commission').nullable().default(null),
});
export type StaffPay = z.infer<typeof staffPaySchema>;

// A photo is an http(s) URL or a small data: URL (an upload resized in the browser).
export const staffPhotoSchema = z
  .union([
    z.url({ protocol: /^https?$/, message: 'Photo must be an http(s) URL' }),
    z
      .string()
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, 'Photo must be a PNG, JPEG or WebP image')
      .max(400_000, 'Photo is at most 300 KB'),
    z.literal(''),
    z.null(),
  ])
  .transform((value) => (value ? value : null));

const profileFields = {
  firstName: z.string().trim().min(1, 'First name is required').max(80, 'First name is at most 80 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Last name is at most 80 characters'),
  // Required for someone who signs in (the account's e-mail); optional for everyone else.
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  title: z.string().trim().max(80, 'Title is at most 80 characters').default(''),
  bio: z.string().trim().max(2000, 'Bio is at most 2,000 characters').default(''),
  photo: staffPhotoSchema.default(null),
  // The staff member's color on the calendar.
  color: hexColorSchema,
  locationIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one location')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'The same location is listed twice'),
  pay: staffPaySchema,
};

// PUT /api/staff/:id
export const staffProfileInputSchema = z.object(profileFields);
export type StaffProfileInput = z.infer<typeof staffProfileInputSchema>;

const accountFields = {
  username: usernameSchema,
  password: passwordSchema,
  groupIds: z.array(z.uuid()).max(50).default([]),
};

// POST /api/staff: hires a staff member, with a sign-in account (role staff) when a username is given, and
// none otherwise (many salon staff never sign in; one can be added later). Only an administrator may give
// permission groups (anyone else would be able to grant themselves more than they have).
export const createStaffInputSchema = z
  .object({
    ...profileFields,
    username: z
      .union([z.literal(''), z.null(), usernameSchema], 'Usernames are 3 to 40 letters, digits, dots, hyphens or underscores')
      .optional(),
    password: z.string().max(200, 'Passwords have at most 200 characters').optional(),
    groupIds: accountFields.groupIds,
  })
  // Checked even when other fields have problems (`when`), so the form shows every problem at once; the
  // other fields may then be of any shape, hence the guarded reads.
  .superRefine(
    (input, context) => {
      const groupIds: unknown = input.groupIds;
      if (!input.username) {
        if (input.password) context.addIssue({ code: 'custom', path: ['username'], message: 'Username is required for a sign-in account' });
        if (Array.isArray(groupIds) && groupIds.length > 0)
          context.addIssue({ code: 'custom', path: ['groupIds'], message: 'Permission groups need a sign-in account' });
        return;
      }
      const password = passwordSchema.safeParse(input.password ?? '');
      if (!input.password) context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required for a sign-in account' });
      else if (!password.success)
        context.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]?.message ?? 'Password is not valid' });
      if (!input.email) context.addIssue({ code: 'custom', path: ['email'], message: 'E-mail is required for a sign-in account' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateStaffInput = z.infer<typeof createStaffInputSchema>;

// POST /api/staff/:id/account: a sign-in account for a staff member hired without one. The e-mail becomes
// the account's (and is claimed, like every account's); the name and phone come from the staff profile.
export const addStaffAccountInputSchema = z.object({ ...accountFields, email: emailSchema });
export type AddStaffAccountInput = z.infer<typeof addStaffAccountInputSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  // Username, e-mail, phone and groups are shown only to callers with view_staff or edit_staff; null (and
  // no groups) for the others, e.g. the front desk booking with a colleague.
  username: z.string().nullable(),
  // Whether they can sign in (have a user account).
  hasAccount: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
  color: z.string(),
  locationIds: z.array(z.string()),
  permissionGroups: z.array(groupRefSchema),
  // Pay is shown only to callers with edit_staff or view_payroll; everyone else gets null.
  pay: z
    .object({
      hourlyRateCents: z.number().nullable(),
      serviceCommissionPercent: z.number().nullable(),
      productCommissionPercent: z.number().nullable(),
    })
    .nullable(),
  isActive: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

// GET /api/staff?locationId=&includeInactive=true
export const staffListQuerySchema = z.object({
  locationId: locationFilterSchema,
  includeInactive: z.enum(['true', 'false'], 'includeInactive is true or false').optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
