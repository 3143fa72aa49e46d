import type { Kysely, Transaction } from 'kysely';
import type { AppointmentHoldTable } from './appointments/appointment-hold-table';
import type { AppointmentItemTable } from './appointments/appointment-item-table';
import type { AppointmentTable } from './appointments/appointment-table';
import type { AppointmentTimelineTable } from './appointments/appointment-timeline-table';
import type { BookingDesignTable } from './business/booking-design-table';
import type { BusinessSettingsTable } from './business/business-settings-table';
import type { LocationTable } from './business/location-table';
import type { ClassTypeTable } from './catalogue/class-type-table';
import type { DeviceTable } from './catalogue/device-table';
import type { RoomTable } from './catalogue/room-table';
import type { ServiceCategoryTable } from './catalogue/service-category-table';
import type { ServiceStaffTable } from './catalogue/service-staff-table';
import type { ServiceTable } from './catalogue/service-table';
import type { ClientTable } from './clients/client-table';
import type { PermissionGroupTable } from './identity/permission-group-table';
import type { UserAccountTable } from './identity/user-account-table';
import type { UserGroupMembershipTable } from './identity/user-group-membership-table';
import type { StaffMemberTable } from './team/staff-member-table';
import type { StaffScheduleExceptionTable } from './team/staff-schedule-exception-table';
import type { StaffTimeOffTable } from './team/staff-time-off-table';
import type { StaffWeeklyScheduleTable } from './team/staff-weekly-schedule-table';
import type { WaitlistAppointmentTable } from './waitlist/waitlist-appointment-table';
import type { WaitlistEntryTable } from './waitlist/waitlist-entry-table';

// Read models as the queries see them (public views over the active generation). Each table's type and
// DDL live together in its `<row>-table.ts`.
export type ReadModels = {
  business_settings: BusinessSettingsTable;
  booking_design: BookingDesignTable;
  locations: LocationTable;
  users: UserAccountTable;
  user_group_memberships: UserGroupMembershipTable;
  permission_groups: PermissionGroupTable;
  staff_members: StaffMemberTable;
  staff_weekly_schedules: StaffWeeklyScheduleTable;
  staff_schedule_exceptions: StaffScheduleExceptionTable;
  staff_time_off: StaffTimeOffTable;
  service_categories: ServiceCategoryTable;
  services: ServiceTable;
  service_staff: ServiceStaffTable;
  rooms: RoomTable;
  devices: DeviceTable;
  class_types: ClassTypeTable;
  clients: ClientTable;
  appointments: AppointmentTable;
  appointment_items: AppointmentItemTable;
  appointment_holds: AppointmentHoldTable;
  appointment_timeline: AppointmentTimelineTable;
  waitlist_entries: WaitlistEntryTable;
  waitlist_appointments: WaitlistAppointmentTable;
};

export type ReadDb = Kysely<ReadModels>;
export type ReadTransaction = Transaction<ReadModels>;
