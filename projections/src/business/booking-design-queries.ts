import { defaultBookingDesign, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { ReadDb } from '../database';

// The booking design as the read model has it (the defaults until a manager saves one).
// CONTRACT STUB (issue 14): the booking-design helper replaces the body with the read model's row.
export async function getBookingDesign(readDb: ReadDb): Promise<BookingDesign> {
  void readDb;
  return defaultBookingDesign;
}
