import { z } from 'zod';

export const businessSettingsSchema = z.object({
  businessName: z.string(),
  businessLogo: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

export const businessNameSchema = z.string().trim().min(1, 'Business name is required').max(120, 'Business name is at most 120 characters');

// PUT /api/business-settings: the fields a manager edits.
export const updateBusinessSettingsSchema = z.object({
  businessName: businessNameSchema,
  businessLogo: z
    .union([z.url({ protocol: /^https?$/, message: 'Business logo must be an http(s) URL' }), z.literal(''), z.null()])
    .transform((value) => (value ? value : null))
    .optional(),
});
export type UpdateBusinessSettingsInput = z.infer<typeof updateBusinessSettingsSchema>;

export const locationNameSchema = z.string().trim().min(1, 'Location name is required').max(120, 'Location name is at most 120 characters');

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

// Every command route answers with the stream revision and the position to wait for.
export const commandReplySchema = z.object({
  id: z.string(),
  revision: z.number(),
  position: z.string().nullable(),
});
export type CommandReply = z.infer<typeof commandReplySchema>;
