import type { AppointmentTimelineEntry } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { calendarZone } from '../cached-zone';

// The appointment's own history, oldest first: what happened, who did it and when.
export function AppointmentTimeline({ entries }: { entries: readonly AppointmentTimelineEntry[] }) {
  return (
    <section className="appointment-section" aria-labelledby="appointment-timeline-title">
      <h3 id="appointment-timeline-title" className="appointment-section-title">
        Timeline
      </h3>
      {entries.length === 0 ? (
        <p className="appointments-muted">Nothing has happened to this appointment yet.</p>
      ) : (
        <ol className="appointment-timeline">
          {entries.map((entry) => (
            <li key={entry.position} className="appointment-timeline-entry">
              <span className="appointment-timeline-summary">{entry.summary}</span>
              <span className="appointment-timeline-meta">
                {entry.userName} · <time dateTime={entry.at}>{formatDateTime(entry.at, calendarZone().name)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
