import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { WALK_IN_CLIENT_ID, type Appointment } from '@chairside/shared/appointments/appointment-dto';
import { ClientNotes } from '../../clients/index';
import { locationQueries } from '../../locations/locations-queries';
import { calendarTime } from '../business-time';
import { calendarZone } from '../cached-zone';

// The client's notes written for this appointment (they show on the client's profile too). A template
// inserted here fills {service}, {date}, {time}, {staff first name} and {location} from the appointment.
export function AppointmentClientNotes({ appointment }: { appointment: Appointment }) {
  const locations = useQuery(locationQueries.list());
  if (appointment.clientId === WALK_IN_CLIENT_ID) return null;
  const first = [...appointment.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  const location = locations.data?.find((candidate) => candidate.id === appointment.locationId)?.name;
  const placeholders = {
    service: [...new Set(appointment.items.map((item) => item.serviceName))].join(', '),
    // As the template editor's preview shows them: "Tue, Mar 3" and "10:30 AM".
    date: DateTime.fromISO(appointment.startsAt, { zone: calendarZone() }).toFormat('ccc, LLL d'),
    time: calendarTime(appointment.startsAt),
    ...(first ? { 'staff first name': first.staffName.split(' ')[0] ?? first.staffName } : {}),
    ...(location ? { location } : {}),
  };
  return (
    <div className="appointment-section">
      <ClientNotes
        key={appointment.id}
        clientId={appointment.clientId}
        appointment={{ id: appointment.id, placeholders }}
        title="Client notes"
        headingLevel={3}
      />
    </div>
  );
}
