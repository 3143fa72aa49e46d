import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { batchRows } from '../engine/batch-rows';
import { defineProjection } from '../engine/projection';
import { createBusinessSettingsTable } from './business-settings-table';

const settingsEventTypes = ['BusinessRegistered', 'BusinessSettingsUpdated'] as const satisfies readonly BusinessEvent['type'][];
type SettingsEvent = Extract<BusinessEvent, { type: (typeof settingsEventTypes)[number] }>;

const businessIdOf = (stream: string) => stream.slice('business-'.length);

export const businessSettingsProjection = defineProjection<SettingsEvent>({
  name: 'business_settings',
  version: 2,
  eventTypes: settingsEventTypes,
  topics: ['business-settings'],
  tables: { business_settings: createBusinessSettingsTable },
  async apply(_trx, events, context) {
    const loaded = await context.tables.select(
      'business_settings',
      'business_id',
      events.map((event) => businessIdOf(event.stream)),
    );
    const settings = batchRows(loaded.map((row) => [row.business_id, row] as const));
    for (const event of events) {
      const businessId = businessIdOf(event.stream);
      if (event.type === 'BusinessRegistered') {
        const { businessName, timeZone, currency } = event.data;
        settings.insert(businessId, {
          business_id: businessId,
          business_name: businessName,
          business_logo: null,
          time_zone: timeZone,
          currency,
          payroll: null,
          updated_at: new Date(event.metadata.occurredAt),
        });
      } else {
        const { businessName, businessLogo, payroll } = event.data;
        settings.update(businessId, (row) => ({
          ...row,
          business_name: businessName,
          business_logo: businessLogo,
          payroll: payroll ?? row.payroll,
          updated_at: new Date(event.metadata.occurredAt),
        }));
      }
      // Name and logo are public (the booking page shows them): every open screen may hear of it.
      context.change({ topic: 'business-settings', rooms: ['business'], ids: [businessId] }, event);
    }
    await settings.write(context.tables.rows('business_settings', 'business_id'));
  },
});
