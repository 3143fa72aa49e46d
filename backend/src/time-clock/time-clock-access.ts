import { callerMay, type Caller } from '../auth/caller';

// Clocks anyone in or out, and edits entries (edit_time_clock); everyone else with the time clock uses
// their own clock only (a staff member's id is their user id).
export const managesTimeClock = (caller: Caller) => callerMay(caller, 'edit_time_clock');
