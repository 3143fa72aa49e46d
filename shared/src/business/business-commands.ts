import { z } from 'zod';

export const registerBusinessSchema = z.object({
  type: z.literal('RegisterBusiness'),
  businessId: z.uuid(),
  businessName: z.string().trim().min(1, 'Business name is required').max(120, 'Business name is at most 120 characters'),
  timeZone: z.string().min(1),
  currency: z.string().length(3),
});

export const addLocationSchema = z.object({
  type: z.literal('AddLocation'),
  locationId: z.uuid(),
  name: z.string().trim().min(1, 'Location name is required').max(120, 'Location name is at most 120 characters'),
  isDefault: z.boolean(),
});

export const deactivateLocationSchema = z.object({
  type: z.literal('DeactivateLocation'),
  locationId: z.uuid(),
});

export const renameLocationCommandSchema = z.object({
  type: z.literal('RenameLocation'),
  locationId: z.uuid(),
  name: z.string().trim().min(1, 'Location name is required').max(120, 'Location name is at most 120 characters'),
});

export const setDefaultLocationSchema = z.object({
  type: z.literal('SetDefaultLocation'),
  locationId: z.uuid(),
});

export const activateLocationSchema = z.object({
  type: z.literal('ActivateLocation'),
  locationId: z.uuid(),
});

export const updateBusinessSettingsCommandSchema = z.object({
  type: z.literal('UpdateBusinessSettings'),
  businessName: z.string().trim().min(1).max(120),
  businessLogo: z.string().nullable().optional(),
});

export type UpdateBusinessSettings = z.infer<typeof updateBusinessSettingsCommandSchema>;
export type RegisterBusiness = z.infer<typeof registerBusinessSchema>;
export type AddLocation = z.infer<typeof addLocationSchema>;
export type DeactivateLocation = z.infer<typeof deactivateLocationSchema>;
export type RenameLocation = z.infer<typeof renameLocationCommandSchema>;
export type SetDefaultLocation = z.infer<typeof setDefaultLocationSchema>;
export type ActivateLocation = z.infer<typeof activateLocationSchema>;
export type BusinessCommand =
  | RegisterBusiness
  | UpdateBusinessSettings
  | AddLocation
  | RenameLocation
  | SetDefaultLocation
  | ActivateLocation
  | DeactivateLocation;
