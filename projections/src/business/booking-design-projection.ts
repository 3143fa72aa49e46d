import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { batchRows } from '../engine/batch-rows';
import { defineProjection } from '../engine/projection';
import { createBookingDesignTable } from './booking-design-table';

const designEventTypes = ['BookingDesignChanged'] as const satisfies readonly BusinessEvent['type'][];
type DesignEvent = Extract<BusinessEvent, { type: (typeof designEventTypes)[number] }>;

const businessIdOf = (stream: string) => stream.slice('business-'.length);

export const bookingDesignProjection = defineProjection<DesignEvent>({
  name: 'booking_design',
  version: 1,
  eventTypes: designEventTypes,
  topics: ['booking-design'],
  tables: { booking_design: createBookingDesignTable },
  async apply(_trx, events, context) {
    const loaded = await context.tables.select(
      'booking_design',
      'business_id',
      events.map((event) => businessIdOf(event.stream)),
    );
    const designs = batchRows(loaded.map((row) => [row.business_id, row] as const));
    for (const event of events) {
      const businessId = businessIdOf(event.stream);
      // The latest design replaces the row whole.
      designs.put(businessId, { business_id: businessId, design: event.data.design, updated_at: new Date(event.metadata.occurredAt) });
      // The public booking page brands itself with it: every open screen, signed in or not, may hear of it.
      context.change({ topic: 'booking-design', rooms: ['business'], ids: [businessId] }, event);
    }
    await designs.write(context.tables.rows('booking_design', 'business_id'));
  },
});
