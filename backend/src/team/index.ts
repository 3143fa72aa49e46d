// The team module's public entry: what other modules may use. Everything else in this folder is the module's own.
export { rosterStream, staffStream } from './team-streams';
// Hiring and working hours, as the screens do them (the test-only seed route builds a spec's world with them).
export { hireStaff } from './staff-service';
export { addWeeklySchedule } from './working-hours-service';
// The demo team's fixed ids, which the catalogue's and the diary's demo seeds (and their tests) name.
export { demoStaff } from './demo-staff';
