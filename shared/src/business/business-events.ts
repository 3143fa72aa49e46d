import type { PayrollSettings } from './business-dto';
import type { BookingDesign } from '../booking/booking-dto';
// Event type names are a permanent contract: change a shape by adding a new version.

export type BusinessRegistered = {
  type: 'BusinessRegistered';
  data: { businessId: string; businessName: string; timeZone: string; currency: string };
};

export type BusinessSettingsUpdated = {
  type: 'BusinessSettingsUpdated';
  // Absent in events written before pay settings existed (and when they did not change): unchanged.
  data: { businessName: string; businessLogo: string | null; payroll?: PayrollSettings };
};

export type LocationAdded = {
  type: 'LocationAdded';
  data: { locationId: string; name: string; isDefault: boolean };
};

export type LocationDeactivated = {
  type: 'LocationDeactivated';
  data: { locationId: string };
};

export type LocationRenamed = {
  type: 'LocationRenamed';
  data: { locationId: string; name: string };
};

// The named location becomes the default; the previous default stops being one.
export type DefaultLocationChanged = {
  type: 'DefaultLocationChanged';
  data: { locationId: string };
};

export type LocationActivated = {
  type: 'LocationActivated';
  data: { locationId: string };
};

// A location's address, phone (E.164 or null), opening hours and time zone, all at once (the latest wins).
// A location without this event is in the business zone, with no address, phone or hours.
export type LocationDetailsChanged = {
  type: 'LocationDetailsChanged';
  data: {
    locationId: string;
    timeZone: string;
    address: string;
    phone: string | null;
    openingHours: { weekday: number; hours: { start: string; end: string }[] }[];
    // Sales tax on taxable sales there, in basis points (825 = 8.25%); absent in events written before it existed: 0.
    taxRateBasisPoints?: number;
  };
};

// The online booking page's design and rules, all at once (the latest wins); without it, the defaults
// (defaultBookingDesign in shared/src/booking/booking-dto.ts) apply.
export type BookingDesignChanged = {
  type: 'BookingDesignChanged';
  data: { design: BookingDesign };
};

export type BusinessEvent =
  | BusinessRegistered
  | BusinessSettingsUpdated
  | LocationAdded
  | LocationRenamed
  | DefaultLocationChanged
  | LocationActivated
  | LocationDeactivated
  | LocationDetailsChanged
  | BookingDesignChanged;

export const businessEventTypes = [
  'BusinessRegistered',
  'BusinessSettingsUpdated',
  'LocationAdded',
  'LocationRenamed',
  'DefaultLocationChanged',
  'LocationActivated',
  'LocationDeactivated',
  'LocationDetailsChanged',
  'BookingDesignChanged',
] as const;
