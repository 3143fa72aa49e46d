import { Icon } from '@blueprintjs/core';
import { memo } from 'react';
import { ClientAlertIcon } from '../../clients/index';
import type { BlockSegment, CalendarEvent } from '../calendar-events';
import type { CalendarResource } from '../calendar-resources';
import { processingColors } from '../event-colors';

const segmentLabels: Record<BlockSegment['kind'], string> = { processing: 'Processing', buffer: 'Buffer' };
const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

// The processing and buffer parts of a block, drawn over its lower part and labelled in words (a lighter
// shade or a hatching alone would say nothing). Left out of the block's accessible name, which is its
// sentence: the details list each service's processing and buffer time.
function BlockSegments({ event }: { event: CalendarEvent }) {
  if (event.segments.length === 0) return null;
  return (
    <span className="calendar-segments" aria-hidden="true">
      {event.segments.map((segment) => (
        <span
          key={`${segment.kind}-${segment.from}`}
          className={`calendar-segment calendar-segment-${segment.kind}`}
          style={{
            top: percent(segment.from),
            height: percent(segment.to - segment.from),
            ...(segment.kind === 'processing' ? processingColors(event.color) : null),
          }}
        >
          {segmentLabels[segment.kind]}
        </span>
      ))}
    </span>
  );
}

// What a block on the calendar says. Its text, read in order, is the block's accessible name:
// "10:00 AM Haircut — Jane Doe with Ava Johnson (Booked)". Parts that are obvious on screen (the
// person whose column it is, the brackets around the status) are hidden visually, not from readers.
// Memoised: a live change re-renders every block of the day, and an unchanged one keeps its event object.
export const CalendarEventContent = memo(function CalendarEventContent({
  event,
  inStaffColumn,
}: {
  event: CalendarEvent;
  inStaffColumn: boolean;
}) {
  if (event.kind === 'hold') {
    return (
      <span className="calendar-event-text">
        <span className="calendar-event-time">{event.time}</span> <span className="calendar-event-status">Held</span>
        {event.services ? (
          <>
            <span className="calendar-event-quiet">:</span> <span className="calendar-event-services">{event.services}</span>
          </>
        ) : null}
        <span className={inStaffColumn ? 'visually-hidden' : undefined}> with {event.staffNames}</span>
      </span>
    );
  }
  // The client leads what is seen (a 15-minute block or a narrow overlapping one shows one line: who is
  // coming). That line is for the eyes; the sentence after it, with the client read in its place, stays
  // the block's accessible name, and the whole sentence is its tooltip.
  return (
    <>
      <span className="calendar-event-lead" aria-hidden="true">
        {event.bookedOnline ? <Icon icon="globe-network" size={11} className="calendar-event-online" /> : null}
        <ClientAlertIcon alerts={event.alerts} size={11} />
        {event.clientName}
      </span>
      <span className="calendar-event-text">
        <span className="calendar-event-time">{event.time}</span> <span className="calendar-event-services">{event.services}</span>
        <span className="visually-hidden"> — {event.clientName}</span>
        {event.place !== null ? (
          <span className="visually-hidden"> in {event.place}</span>
        ) : (
          <span className={inStaffColumn ? 'visually-hidden' : 'calendar-event-staff'}> with {event.staffNames}</span>
        )}{' '}
        <span className="calendar-event-status">
          <span className="calendar-event-quiet">(</span>
          {event.statusLabel}
          <span className="calendar-event-quiet">)</span>
        </span>
        {event.bookedOnline ? <span className="calendar-event-quiet">, booked online</span> : null}
        {event.alerts.length > 0 ? (
          <>
            <span className="visually-hidden">, </span> <ClientAlertIcon alerts={event.alerts} size={11} />
          </>
        ) : null}
      </span>
      <BlockSegments event={event} />
    </>
  );
});

const kindIcons = { staff: null, room: 'office', device: 'wrench' } as const;

export const CalendarResourceHeader = memo(function CalendarResourceHeader({ resource }: { resource: CalendarResource }) {
  const icon = kindIcons[resource.kind];
  return (
    <span className="calendar-resource">
      {resource.color ? <span className="calendar-resource-swatch" style={{ background: resource.color }} aria-hidden="true" /> : null}
      {icon ? <Icon icon={icon} size={12} aria-hidden="true" /> : null}
      <span className="calendar-resource-name">{resource.title}</span>
      {resource.kind !== 'staff' ? <span className="visually-hidden">{resource.kind === 'room' ? ' (room)' : ' (device)'}</span> : null}
    </span>
  );
});
