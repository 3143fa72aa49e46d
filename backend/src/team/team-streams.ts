// A staff member's id is their user account's id; the profile and the working hours are separate streams
// so an edit of the hours never conflicts with a profile edit.
export const staffStream = (staffId: string) => `staff-${staffId}`;
// A staff member's working hours: weekly schedules, date exceptions and time off (see shared/src/stream-names.ts).
export const rosterStream = (staffId: string) => `roster-${staffId}`;
