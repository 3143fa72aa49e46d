import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { calendarTime } from '../business-time';
import { appointmentLabel, StatusTag } from './appointment-list-view';
import { EmptyState } from '../../../ui/empty-state';

// The day's appointments as large buttons in time order; each opens the details drawer. A button's
// name is the calendar's: "10:00 AM Haircut — Jane Doe with Ava Johnson (Booked)".
export function MobileAgenda({
  appointments,
  staffId,
  onOpen,
}: {
  appointments: readonly Appointment[];
  staffId: string | null;
  onOpen(id: string): void;
}) {
  if (appointments.length === 0)
    return (
      <EmptyState
        icon="calendar"
        title="No appointments"
        description={staffId ? 'Nothing is booked for this person on this day.' : 'Nothing is booked on this day.'}
        level={3}
      />
    );
  return (
    <ol className="mobile-agenda" aria-label="Appointments">
      {appointments.map((appointment) => {
        const items = staffId ? appointment.items.filter((item) => item.staffId === staffId) : appointment.items;
        const first = items[0] ?? appointment.items[0];
        const released = appointment.status === 'cancelled' || appointment.status === 'no_show';
        return (
          <li key={appointment.id}>
            <button
              type="button"
              className={released ? 'mobile-agenda-item mobile-agenda-item-released' : 'mobile-agenda-item'}
              style={{ borderLeftColor: first?.color }}
              aria-label={appointmentLabel(appointment)}
              onClick={() => onOpen(appointment.id)}
            >
              <span className="mobile-agenda-time">
                {calendarTime(appointment.startsAt)}
                <span className="mobile-agenda-end">{calendarTime(appointment.endsAt)}</span>
              </span>
              <span className="mobile-agenda-body">
                <span className="mobile-agenda-client">{appointment.clientName}</span>
                <span className="mobile-agenda-services">{items.map((item) => item.serviceName).join(', ')}</span>
                <span className="mobile-agenda-staff">{[...new Set(items.map((item) => item.staffName))].join(', ')}</span>
              </span>
              <span className="mobile-agenda-status">
                <StatusTag status={appointment.status} />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
