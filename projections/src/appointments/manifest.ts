import type { ProjectionModule } from '../engine/projection-module';
import type { AppointmentHoldTable } from './appointment-hold-table';
import type { AppointmentItemTable } from './appointment-item-table';
import { appointmentProjection } from './appointment-projection';
import type { AppointmentTable } from './appointment-table';
import type { AppointmentTimelineTable } from './appointment-timeline-table';

export type AppointmentsTables = {
  appointments: AppointmentTable;
  appointment_items: AppointmentItemTable;
  appointment_holds: AppointmentHoldTable;
  appointment_timeline: AppointmentTimelineTable;
};

export const appointmentsProjections: ProjectionModule<AppointmentsTables> = {
  name: 'appointments',
  projections: [appointmentProjection],
};
