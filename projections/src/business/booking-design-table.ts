import type { BookingDesign } from '@chairside/shared/booking/booking-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The online booking page's design, one row per business, once a manager saved one (the defaults until then).
export const bookingDesignTable = defineTable(
  'booking_design',
  {
    business_id: column.text(),
    design: column.jsonb<BookingDesign>(),
    updated_at: column.timestamptz().default('now()'),
  },
  { primaryKey: ['business_id'] },
);

export type BookingDesignTable = TableRow<typeof bookingDesignTable>;
export const createBookingDesignTable = bookingDesignTable.create;
