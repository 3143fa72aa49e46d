import { z } from 'zod';
import type { BookingDesign } from '../booking/booking-dto';
import { businessNameSchema, locationDetailsInputSchema, locationNameSchema, payrollSettingsSchema } from './business-dto';

export const registerBusinessSchema = z.object({
  type: z.literal('RegisterBusiness'),
  businessId: z.uuid(),
  businessName: businessNameSchema,
  timeZone: z.string().min(1),
  currency: z.string().length(3),
});

// A command on one location, named by its id.
const locationCommand = <T extends string>(type: T) => z.object({ type: z.literal(type), locationId: z.uuid() });

export const addLocationSchema = locationCommand('AddLocation').extend({ name: locationNameSchema, isDefault: z.boolean() });
export const deactivateLocationSchema = locationCommand('DeactivateLocation');
export const renameLocationCommandSchema = locationCommand('RenameLocation').extend({ name: locationNameSchema });
export const setDefaultLocationSchema = locationCommand('SetDefaultLocation');
export const activateLocationSchema = locationCommand('ActivateLocation');
export const changeLocationDetailsSchema = locationCommand('ChangeLocationDetails').extend({ details: locationDetailsInputSchema });

export const updateBusinessSettingsCommandSchema = z.object({
  type: z.literal('UpdateBusinessSettings'),
  businessName: z.string().trim().min(1).max(120),
  businessLogo: z.string().nullable().optional(),
  payroll: payrollSettingsSchema.optional(),
});

export type UpdateBusinessSettings = z.infer<typeof updateBusinessSettingsCommandSchema>;
export type RegisterBusiness = z.infer<typeof registerBusinessSchema>;
export type AddLocation = z.infer<typeof addLocationSchema>;
export type DeactivateLocation = z.infer<typeof deactivateLocationSchema>;
export type RenameLocation = z.infer<typeof renameLocationCommandSchema>;
export type SetDefaultLocation = z.infer<typeof setDefaultLocationSchema>;
export type ActivateLocation = z.infer<typeof activateLocationSchema>;
export type ChangeLocationDetails = z.infer<typeof changeLocationDetailsSchema>;
// The online booking page's design, all at once. `offerable` is what the service read from the read models
// (online-bookable services, active staff): the decider refuses a design naming anything else.
export type SetBookingDesign = {
  type: 'SetBookingDesign';
  design: BookingDesign;
  offerable: { serviceIds: readonly string[]; staffIds: readonly string[] };
};
export type BusinessCommand =
  | SetBookingDesign
  | RegisterBusiness
  | UpdateBusinessSettings
  | AddLocation
  | RenameLocation
  | SetDefaultLocation
  | ActivateLocation
  | DeactivateLocation
  | ChangeLocationDetails;
