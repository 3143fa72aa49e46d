// What other modules may use of the staff module (besides staff-queries.ts).
export { StaffAvatar } from './components/staff-avatar';
