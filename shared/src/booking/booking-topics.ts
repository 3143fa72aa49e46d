// Online booking: a location's free slots changed (a hold, booking, move, cancel or lapse), sent to the
// public room public-booking:<locationId> as a bare notice (never a patch: bookers see no client data).
export const bookingTopics = ['booking-slots'] as const;
