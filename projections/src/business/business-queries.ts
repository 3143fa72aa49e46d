import {
  DEFAULT_LOCATION_TIME_ZONE,
  defaultPayrollSettings,
  type BusinessSettings,
  type Location,
} from '@chairside/shared/business/business-dto';
import type { ReadDb } from '../database';

export async function getBusinessSettings(db: ReadDb): Promise<BusinessSettings | null> {
  const row = await db.selectFrom('business_settings').selectAll().orderBy('business_id').limit(1).executeTakeFirst();
  return row
    ? {
        businessName: row.business_name,
        businessLogo: row.business_logo,
        timeZone: row.time_zone,
        currency: row.currency,
        payroll: row.payroll ?? defaultPayrollSettings,
      }
    : null;
}

export async function getBusinessId(db: ReadDb): Promise<string | null> {
  const row = await db.selectFrom('business_settings').select('business_id').orderBy('business_id').limit(1).executeTakeFirst();
  return row?.business_id ?? null;
}

export async function listLocations(db: ReadDb): Promise<Location[]> {
  const rows = await db.selectFrom('locations').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    isActive: row.is_active,
    timeZone: row.time_zone,
    address: row.address,
    phone: row.phone,
    openingHours: row.opening_hours,
    taxRateBasisPoints: row.tax_rate_basis_points,
  }));
}

// A location's own time zone (the business zone for an unknown location: a read model that trails a moment).
export async function getLocationZone(db: ReadDb, locationId: string): Promise<string> {
  const row = await db.selectFrom('locations').select('time_zone').where('id', '=', locationId).executeTakeFirst();
  return row?.time_zone ?? DEFAULT_LOCATION_TIME_ZONE;
}

// Every location's zone, looked up by id (a location the read model does not hold yet keeps the default zone).
export async function locationZones(db: ReadDb): Promise<(locationId: string) => string> {
  const zones = await locationTimeZones(db);
  return (locationId) => zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE;
}

// Every location's zone as the read model holds it, by id: a handful of rows, read whole.
export async function locationTimeZones(db: ReadDb): Promise<Map<string, string>> {
  const zones = new Map<string, string>();
  for (const row of await db.selectFrom('locations').select(['id', 'time_zone']).execute()) zones.set(row.id, row.time_zone);
  return zones;
}

// The names of these locations, by id (one the read model does not hold yet is not in the map).
export async function locationNamesByIds(db: ReadDb, locationIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (locationIds.length === 0) return names;
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(locationIds)])
    .execute();
  for (const row of rows) names.set(row.id, row.name);
  return names;
}

// What a sale at a location needs: that it is open for business, its clock, and its tax rate.
export async function getLocationSaleFacts(
  db: ReadDb,
  locationId: string,
): Promise<{
  name: string;
  isActive: boolean;
  timeZone: string;
  taxRateBasisPoints: number;
  phone: string | null;
  address: string;
} | null> {
  const row = await db.selectFrom('locations').selectAll().where('id', '=', locationId).executeTakeFirst();
  return row
    ? {
        name: row.name,
        isActive: row.is_active,
        timeZone: row.time_zone,
        taxRateBasisPoints: row.tax_rate_basis_points,
        phone: row.phone,
        address: row.address,
      }
    : null;
}
