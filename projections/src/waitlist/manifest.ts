import type { ProjectionModule } from '../engine/projection-module';
import type { WaitlistAppointmentTable } from './waitlist-appointment-table';
import type { WaitlistEntryTable } from './waitlist-entry-table';
import { waitlistProjection } from './waitlist-projection';

export type WaitlistTables = { waitlist_entries: WaitlistEntryTable; waitlist_appointments: WaitlistAppointmentTable };

export const waitlistProjections: ProjectionModule<WaitlistTables> = { name: 'waitlist', projections: [waitlistProjection] };
