import type { ColumnType } from 'kysely';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';

// The appointments read model. `date` is the yyyy-MM-dd local date (America/Chicago) of the day stream
// the appointment lives in now, kept as text so it compares as a string.

export interface AppointmentTable {
  id: string;
  location_id: string;
  date: string;
  series_id: string | null;
  status: AppointmentStatus;
  starts_at: Date;
  // When the client leaves (last end of processing).
  ends_at: Date;
  client_id: string;
  notes: string;
  price_cents: number;
  cancel_reason: string | null;
  late_cancel: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AppointmentItemTable {
  appointment_id: string;
  item_id: string;
  sort_order: number;
  service_id: string;
  staff_id: string;
  room_id: string | null;
  device_id: string | null;
  starts_at: Date;
  duration_minutes: number;
  processing_minutes: number;
  buffer_minutes: number;
  price_cents: number;
}

export interface AppointmentHoldTable {
  id: string;
  location_id: string;
  date: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
  held_by: string | null;
  // jsonb: written as JSON text, read back parsed.
  items: ColumnType<AppointmentItemRecord[], string, string>;
}

// One line per event that touched an appointment; summaries are written when the event is folded.
export interface AppointmentTimelineTable {
  event_id: string;
  appointment_id: string;
  position: string;
  commit_position: string;
  prepare_position: string;
  type: string;
  summary: string;
  at: Date;
  user_id: string | null;
}
