import { DateTime } from 'luxon';
import { z } from 'zod';
import { localDateSchema, timeOfDaySchema } from '../team/working-hours-dto';

// Request and reply shapes of the catalogue API: service categories, services, rooms, devices and
// class types. The same schemas validate the forms in the browser and the requests on the server.

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colors are hex values like #8b5cf6');
// Money is integer cents (ARCHITECTURE §10); $100,000.00 is far above any service price.
export const priceCentsSchema = z
  .number({ error: 'Price is required' })
  .int('Price is in whole cents')
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is at most $100,000.00');
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(120, `${label} is at most 120 characters`);
const description = z.string().trim().max(2000, 'Description is at most 2,000 characters');
const idList = z
  .array(z.uuid())
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'The same item is listed twice');

// A whole number of places or units, at least 1.
const countSchema = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is a whole number`)
    .min(1, `${label} is at least 1`)
    .max(max, `${label} is at most ${max}`);

// Minutes, in steps of 5 so every appointment lands on the calendar's 5-minute grid.
export const minutesSchema = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is in whole minutes`)
    .min(min, `${label} is at least ${min} minutes`)
    .max(max, `${label} is at most ${max} minutes`)
    .refine((value) => value % 5 === 0, `${label} is in steps of 5 minutes`);

// ---- Service categories ----

export const serviceCategoryInputSchema = z.object({
  name: name('Category name'),
  description: description.default(''),
});
export type ServiceCategoryInput = z.infer<typeof serviceCategoryInputSchema>;

export const serviceCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number(),
  // Services in the category, archived ones included (a category with services cannot be deleted).
  serviceCount: z.number(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

// ---- Services ----

// What a service occupies besides the staff member: nothing, one room that serves it, or one device that serves it.
export const resourceNeeds = ['none', 'room', 'device'] as const;
export type ResourceNeed = (typeof resourceNeeds)[number];

// durationMinutes: the staff member works with the client. processingMinutes: right after, the client
// stays (e.g. colour processing) and the staff member is free for someone else. bufferMinutes: after the
// client leaves, the staff member (and room) is blocked for clean-up.
export const serviceInputSchema = z.object({
  categoryId: z.uuid('Choose a category'),
  name: name('Service name'),
  description: description.default(''),
  durationMinutes: minutesSchema('Duration', 5, 720),
  processingMinutes: minutesSchema('Processing time', 0, 480).default(0),
  bufferMinutes: minutesSchema('Buffer time', 0, 240).default(0),
  priceCents: priceCentsSchema,
  color: hexColorSchema,
  onlineBookable: z.boolean().default(true),
  resourceNeed: z.enum(resourceNeeds).default('none'),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

// Who performs a service, with their own price or duration when it differs from the service's.
export const staffServiceTermsSchema = z.object({
  priceCents: priceCentsSchema.nullable().default(null),
  durationMinutes: minutesSchema('Duration', 5, 720).nullable().default(null),
});
export const serviceStaffAssignmentSchema = staffServiceTermsSchema.extend({ staffId: z.uuid() });
export type ServiceStaffAssignment = z.infer<typeof serviceStaffAssignmentSchema>;
const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

// PUT /api/services/:id/staff
export const setServiceStaffSchema = z.object({
  staff: z
    .array(serviceStaffAssignmentSchema)
    .max(500)
    .refine(
      uniqueBy<ServiceStaffAssignment>((item) => item.staffId),
      'The same staff member is listed twice',
    ),
});
export type SetServiceStaffInput = z.infer<typeof setServiceStaffSchema>;

// PUT /api/services/:id/locations: where the service is offered (null: every location).
export const setServiceLocationsSchema = z.object({
  locationIds: z
    .array(z.uuid('Choose locations from the list'))
    .min(1, 'Choose at least one location, or every location')
    .max(100)
    .refine(
      uniqueBy<string>((id) => id),
      'The same location is listed twice',
    )
    .nullable(),
});
export type SetServiceLocationsInput = z.infer<typeof setServiceLocationsSchema>;

// PUT /api/staff/:id/services: the same relation seen from the staff member.
export const staffServiceAssignmentSchema = staffServiceTermsSchema.extend({ serviceId: z.uuid() });
export type StaffServiceAssignment = z.infer<typeof staffServiceAssignmentSchema>;
export const setStaffServicesSchema = z.object({
  services: z
    .array(staffServiceAssignmentSchema)
    .max(500)
    .refine(
      uniqueBy<StaffServiceAssignment>((item) => item.serviceId),
      'The same service is listed twice',
    ),
});
export type SetStaffServicesInput = z.infer<typeof setStaffServicesSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  processingMinutes: z.number(),
  bufferMinutes: z.number(),
  priceCents: z.number(),
  color: z.string(),
  onlineBookable: z.boolean(),
  resourceNeed: z.enum(resourceNeeds),
  archived: z.boolean(),
  // A service with history (staff, rooms, devices or classes ever linked to it) is archived, never deleted.
  hasHistory: z.boolean(),
  staff: z.array(serviceStaffAssignmentSchema),
  // The locations that offer it; null: every location.
  locationIds: z.array(z.string()).nullable(),
  roomIds: z.array(z.string()),
  deviceIds: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

// ---- Rooms and devices (per location) ----

// Rooms and devices: things at one location that serve some services. They differ only in how many
// appointments they take at once: a room's capacity, a device's quantity.
const locationResourceInput = (noun: string) =>
  z.object({ locationId: z.uuid('Choose a location'), name: name(`${noun} name`), serviceIds: idList.default([]) });
const locationResource = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  serviceIds: z.array(z.string()),
  archived: z.boolean(),
});

export const roomInputSchema = locationResourceInput('Room').extend({
  // How many appointments the room holds at once (a couples suite holds 2).
  capacity: countSchema('Capacity', 100),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const roomSchema = locationResource.extend({ capacity: z.number() });
export type Room = z.infer<typeof roomSchema>;

export const deviceInputSchema = locationResourceInput('Device').extend({
  // How many identical units the location has (two laser machines: 2 appointments at once).
  quantity: countSchema('Quantity', 100),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;

export const deviceSchema = locationResource.extend({ quantity: z.number() });
export type Device = z.infer<typeof deviceSchema>;

// ---- Classes ----

// Luxon weekdays: 1 = Monday ... 7 = Sunday.
export const weekdaySchema = z.number().int().min(1, 'Weekday is 1 (Monday) to 7 (Sunday)').max(7, 'Weekday is 1 (Monday) to 7 (Sunday)');
export const classTimetableSlotSchema = z.object({ weekday: weekdaySchema, startTime: timeOfDaySchema });
export type ClassTimetableSlot = z.infer<typeof classTimetableSlotSchema>;

export const classTypeInputSchema = z
  .object({
    name: name('Class name'),
    description: description.default(''),
    locationId: z.uuid('Choose a location'),
    instructorId: z.uuid('Choose an instructor'),
    roomId: z.uuid('Choose a room').nullable().default(null),
    capacity: countSchema('Capacity', 500),
    durationMinutes: minutesSchema('Duration', 15, 480),
    priceCents: priceCentsSchema,
    color: hexColorSchema,
    // The weekly timetable: each slot is one session every week between startsOn and endsOn (inclusive).
    timetable: z
      .array(classTimetableSlotSchema)
      .max(50)
      .refine(
        uniqueBy<ClassTimetableSlot>((slot) => `${slot.weekday} ${slot.startTime}`),
        'The same weekday and time is listed twice',
      ),
    startsOn: localDateSchema,
    endsOn: localDateSchema.nullable().default(null),
  })
  .refine((input) => input.endsOn === null || input.endsOn >= input.startsOn, {
    message: 'The timetable cannot end before it starts',
    path: ['endsOn'],
  });
export type ClassTypeInput = z.infer<typeof classTypeInputSchema>;

export const classTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  locationId: z.string(),
  instructorId: z.string(),
  roomId: z.string().nullable(),
  capacity: z.number(),
  durationMinutes: z.number(),
  priceCents: z.number(),
  color: z.string(),
  timetable: z.array(classTimetableSlotSchema),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  archived: z.boolean(),
});
export type ClassType = z.infer<typeof classTypeSchema>;

// One occurrence of a class; start and end are UTC ISO instants.
export const classSessionSchema = z.object({
  classTypeId: z.string(),
  name: z.string(),
  locationId: z.string(),
  instructorId: z.string(),
  roomId: z.string().nullable(),
  capacity: z.number(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

// ---- Filters (GET query strings) ----

// ?locationId= of a list: optional, and an id's characters only.
export const locationFilterSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'locationId is not a location id')
  .optional();

// GET /api/services, /api/rooms, /api/devices, /api/classes ?locationId=&includeArchived=true
export const catalogueListQuerySchema = z.object({
  locationId: locationFilterSchema,
  includeArchived: z.enum(['true', 'false'], 'includeArchived is true or false').optional(),
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

// GET /api/class-sessions?locationId=&from=&to= (local dates, inclusive), at most MAX_CLASS_SESSION_DAYS days.
export const MAX_CLASS_SESSION_DAYS = 62;
export const classSessionsQuerySchema = z
  .object({ locationId: locationFilterSchema, from: localDateSchema, to: localDateSchema })
  .refine((query) => query.from <= query.to, { message: 'The end date cannot be before the start date', path: ['to'] })
  .refine((query) => DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), 'days').days < MAX_CLASS_SESSION_DAYS, {
    message: `Ask for at most ${MAX_CLASS_SESSION_DAYS} days at a time`,
    path: ['to'],
  });
export type ClassSessionsQuery = z.infer<typeof classSessionsQuerySchema>;
