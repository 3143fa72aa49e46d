// What other modules may use of the clients module besides its queries (client-notes-queries.ts).
// A client's notes, shown in an appointment's details too.
export { ClientNotes } from './components/client-notes';
// Alerts (pinned notes) beside a client's name: the calendar's blocks, the checkout.
export { ClientAlertIcon, ClientAlertLine } from './components/client-notes-alert';
