import { defaultBookingDesign, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { ReadDb } from '../database';

// The booking design as the read model has it (the defaults until a manager saves one).
export async function getBookingDesign(readDb: ReadDb): Promise<BookingDesign> {
  const row = await readDb.selectFrom('booking_design').select('design').orderBy('business_id').limit(1).executeTakeFirst();
  return row ? { ...defaultBookingDesign, ...row.design } : defaultBookingDesign;
}
