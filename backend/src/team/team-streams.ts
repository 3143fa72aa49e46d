// A staff member's id is their user account's id; the profile and the schedule are separate streams so
// a schedule edit never conflicts with a profile edit.
export const staffStream = (staffId: string) => `staff-${staffId}`;
export const staffScheduleStream = (staffId: string) => `staff-schedule-${staffId}`;
