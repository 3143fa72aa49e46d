// What other screens may use of the appointments module (besides appointments-queries.ts).
export { AppointmentsTodayCard } from './components/appointments-today-card';
export { NextAppointmentsCard } from './components/next-appointments-card';
export { WaitlistCard } from './components/waitlist-card';
