import type { ColumnType } from 'kysely';
import type { ClassTimetableSlot, ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';

// The catalogue read model. Dates (starts_on, ends_on) are yyyy-MM-dd local dates kept as text: they sort
// and compare as strings, and no driver turns them into instants in the server's zone.

export interface ServiceCategoryTable {
  id: string;
  name: string;
  description: string;
  sort_order: number;
}

export interface ServiceTable {
  id: string;
  category_id: string;
  name: string;
  description: string;
  duration_minutes: number;
  processing_minutes: number;
  buffer_minutes: number;
  price_cents: number;
  color: string;
  online_bookable: boolean;
  resource_need: ResourceNeed;
  archived: boolean;
  has_history: boolean;
}

// Who performs which service; null terms: the service's own price or duration.
export interface ServiceStaffTable {
  service_id: string;
  staff_id: string;
  price_cents: number | null;
  duration_minutes: number | null;
}

export interface RoomTable {
  id: string;
  location_id: string;
  name: string;
  capacity: number;
  service_ids: string[];
  archived: boolean;
}

export interface DeviceTable {
  id: string;
  location_id: string;
  name: string;
  quantity: number;
  service_ids: string[];
  archived: boolean;
}

export interface ClassTypeTable {
  id: string;
  name: string;
  description: string;
  location_id: string;
  instructor_id: string;
  room_id: string | null;
  capacity: number;
  duration_minutes: number;
  price_cents: number;
  color: string;
  // jsonb: written as JSON text, read back parsed.
  timetable: ColumnType<ClassTimetableSlot[], string, string>;
  starts_on: string;
  ends_on: string | null;
  archived: boolean;
}
