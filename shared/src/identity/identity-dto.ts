import { z } from 'zod';
import { locationNameSchema } from '../business/business-dto';
import { hexColorSchema } from '../catalogue/catalogue-dto';
import { normalizePhone } from '../format/phone-format';

// Request and reply shapes of the identity API (SPEC §3, §7.2). Every reply the browser reads is parsed with these.

export const groupRefSchema = z.object({ id: z.string(), name: z.string() });
export type GroupRef = z.infer<typeof groupRefSchema>;

// SPEC §3 "User": role is a free string; admin and client are special, anything else is staff.
export const userSchema = z.object({
  id: z.string(),
  role: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  permissionGroups: z.array(groupRefSchema),
  isActive: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z.string().min(8, 'Passwords have at least 8 characters').max(200, 'Passwords have at most 200 characters');
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')).pipe(z.string().max(254));
// An e-mail address or none (null or left out; '' means none too).
export const optionalEmailSchema = z
  .string()
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const parsed = emailSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address' });
    return z.NEVER;
  });

// Any way a person types a number ('(312) 555-0142', '312.555.0142', '+1 312 555 0142'), stored as E.164
// ('+13125550142'); a number that cannot be one is refused (shared/src/format/phone-format.ts).
export const phoneSchema = z
  .string()
  .trim()
  .max(40, 'That phone number is not valid')
  .transform((value, context) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: 'That phone number is not valid' });
    return z.NEVER;
  });

// The same, or '' when no number was given (one schema, so a refusal keeps its own words).
export const phoneOrEmptySchema = z
  .string()
  .trim()
  .max(40, 'That phone number is not valid')
  .transform((value, context) => {
    if (value === '') return '';
    const phone = normalizePhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: 'That phone number is not valid' });
    return z.NEVER;
  });

// A phone number or none (null or left out; '' means none too).
export const optionalPhoneSchema = phoneOrEmptySchema.nullish().transform((value) => value || null);

// Usernames never contain "@", so a sign-in identifier is either a username or an e-mail address, never both.
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'Usernames are 3 to 40 letters, digits, dots, hyphens or underscores');

// POST /api/auth/login — identifier is the username or the e-mail address.
export const loginRequestSchema = z.object({
  identifier: z.string().trim().min(1, 'Enter your username or e-mail').max(254),
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginReplySchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

// GET /api/auth/verify
export const verifyReplySchema = z.object({ user: userSchema });

// POST /api/auth/forgot-password and /api/auth/forgot-password-sms answer the same whether or not the account exists.
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const forgotPasswordSmsRequestSchema = z.object({ phone: phoneSchema });
export const recoveryReplySchema = z.object({ message: z.string() });

// POST /api/auth/reset-password: the e-mailed link's token, or the texted code with the phone it went to.
export const resetPasswordRequestSchema = z.union([
  z.object({ token: z.string().min(20).max(200), password: passwordSchema }),
  z.object({
    phone: phoneSchema,
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, 'The code is 6 digits'),
    password: passwordSchema,
  }),
]);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// SPEC §3 "Color preferences"; GET and PUT /api/users/{id}/color-preferences.
export const colorPreferencesSchema = z.object({
  primaryColor: hexColorSchema,
  isDarkMode: z.boolean(),
  primaryTextColor: hexColorSchema,
  secondaryTextColor: hexColorSchema,
  savedBrandColors: z.array(hexColorSchema).max(12, 'Keep at most 12 saved brand colors'),
  savedTextColors: z.array(hexColorSchema).max(12, 'Keep at most 12 saved text colors'),
});
export type ColorPreferences = z.infer<typeof colorPreferencesSchema>;

// PUT /api/users/{id}: the signed-in user's own profile ("Profile & Settings").
export const updateProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  email: emailSchema,
  phone: phoneOrEmptySchema.nullable().transform((value) => value || null),
  profilePicture: z.union([
    z.url({ protocol: /^https?$/, message: 'Profile picture must be an http(s) URL' }),
    z.literal('').transform(() => null),
    z.null(),
  ]),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

// POST /api/users/{id}/password
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// GET /api/users/{id}/permissions (SPEC §3 "User permissions").
export const userPermissionsReplySchema = z.object({
  success: z.boolean(),
  data: z.object({ permissions: z.array(z.string()), groups: z.array(groupRefSchema), directPermissions: z.array(z.string()) }),
});
export type UserPermissionsReply = z.infer<typeof userPermissionsReplySchema>;

// Permissions admin (role admin only).
export const permissionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  memberCount: z.number(),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

export const savePermissionGroupSchema = z.object({
  name: z.string().trim().min(1, 'Group name is required').max(80, 'Group name is at most 80 characters'),
  description: z.string().trim().max(300).default(''),
  permissions: z.array(z.string()).max(200),
});
export type SavePermissionGroupInput = z.input<typeof savePermissionGroupSchema>;

export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  groups: z.array(groupRefSchema),
  directPermissions: z.array(z.string()),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

// GET /api/permissions (admin): the catalogue the Permissions screen offers.
export const permissionCatalogueReplySchema = z.array(z.object({ name: z.string(), area: z.string(), label: z.string() }));

export const setUserGroupsSchema = z.object({ groupIds: z.array(z.string()).max(50) });
export const setDirectPermissionsSchema = z.object({ permissions: z.array(z.string()).max(200) });

// Locations CRUD (SPEC §2.7, §4.2; MODULES "Locations").
export const createLocationSchema = z.object({
  name: locationNameSchema,
  isDefault: z.boolean().default(false),
});
export type CreateLocationInput = z.infer<typeof createLocationSchema>;
export const renameLocationSchema = z.object({
  name: locationNameSchema,
});
