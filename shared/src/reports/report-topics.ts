// A report's daily buckets changed (a sale paid or refunded, a booking, a status change, a gift card used).
// Announced by the reporting read model itself once it has folded the change, so an open report reads
// figures that already include it (the sales and appointments topics may arrive before the buckets move).
export const reportTopics = ['reports'] as const;
