// The random id this browser books under (header X-Booking-Visitor): the server's "at most 2 holds at once"
// counts per visitor. Kept in localStorage so a reload is the same visitor.
const VISITOR_KEY = 'chairside_booking_visitor';

export function bookingVisitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
