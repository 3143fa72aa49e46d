import type { Kysely, Transaction } from 'kysely';
import type { BusinessSettingsTable } from './business/business-settings-table';
import type { LocationListTable } from './business/location-list-table';
import type { ClassTypeTable, DeviceTable, RoomTable, ServiceCategoryTable, ServiceStaffTable, ServiceTable } from './catalogue/catalogue-tables';
import type { AppointmentHoldTable, AppointmentItemTable, AppointmentTable, AppointmentTimelineTable } from './appointments/appointment-tables';
import type { ClientTable } from './clients/client-table';
import type { WaitlistAppointmentTable, WaitlistEntryTable } from './waitlist/waitlist-tables';
import type { PermissionGroupTable } from './identity/permission-group-table';
import type { UserAccountTable, UserGroupMembershipTable } from './identity/user-account-table';
import type { StaffMemberTable } from './team/staff-member-table';
import type { StaffScheduleExceptionTable, StaffTimeOffTable, StaffWeeklyScheduleTable } from './team/staff-schedule-table';

// Read models as the queries see them (public views over the active generation).
export type ReadModels = {
  business_settings: BusinessSettingsTable;
  locations: LocationListTable;
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
