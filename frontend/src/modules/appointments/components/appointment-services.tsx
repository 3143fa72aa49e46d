import { HTMLTable } from '@blueprintjs/core';
import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { calendarTime } from '../business-time';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';

// Each service with who does it, where, when and for how much; the total underneath.
export function AppointmentServices({ appointment }: { appointment: Appointment }) {
  return (
    <section className="appointment-section" aria-labelledby="appointment-services-title">
      <h3 id="appointment-services-title" className="appointment-section-title">
        Services
      </h3>
      <div className="appointment-services-scroll">
        <HTMLTable compact className="appointment-services" aria-labelledby="appointment-services-title">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Staff</th>
              <th scope="col">Time</th>
              <th scope="col" className="appointment-amount">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {appointment.items.map((item) => (
              <tr key={item.itemId}>
                <td>
                  <span className="appointment-service-swatch" style={{ background: item.color }} aria-hidden="true" />
                  {item.serviceName}
                  {item.roomName || item.deviceName ? (
                    <div className="appointments-muted">{[item.roomName, item.deviceName].filter(Boolean).join(', ')}</div>
                  ) : null}
                </td>
                <td>{item.staffName}</td>
                <td>
                  {calendarTime(item.startsAt)}–{calendarTime(item.endsAt)}
                  <div className="appointments-muted">
                    {formatDuration(item.durationMinutes)}
                    {item.processingMinutes > 0 ? ` + ${formatDuration(item.processingMinutes)} processing` : ''}
                    {item.bufferMinutes > 0 ? ` + ${formatDuration(item.bufferMinutes)} buffer` : ''}
                  </div>
                </td>
                <td className="appointment-amount">{formatMoneyFromCents(item.priceCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="appointment-amount">{formatMoneyFromCents(appointment.priceCents)}</td>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
    </section>
  );
}
