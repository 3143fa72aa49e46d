import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ClassSession } from '@chairside/shared/catalogue/catalogue-dto';
import { formatTime } from '@chairside/shared/format/date-format';
import { addDays, formatDay } from '../../../format/calendar-dates';
import { QueryDataTable, type DataColumn } from '../../../ui/data-table';
import { classQueries } from '../classes-queries';

export const UPCOMING_DAYS = 14;

type UpcomingSessionsProps = {
  locationId: string;
  // The location's zone: its sessions are shown on its clock.
  zone: string;
  today: string;
  instructorName(id: string): string;
  roomName(id: string | null): string;
};

// The next two weeks of sessions, expanded by the server from every active class's timetable.
export function UpcomingSessions({ locationId, zone, today, instructorName, roomName }: UpcomingSessionsProps) {
  const to = addDays(today, UPCOMING_DAYS - 1);
  const sessions = useQuery(classQueries.sessions(locationId, today, to));
  const columns: DataColumn<ClassSession>[] = [
    {
      key: 'date',
      header: 'Date',
      sortValue: (row) => row.start,
      render: (row) => <span className="catalogue-nowrap">{formatDay(row.date)}</span>,
    },
    {
      key: 'time',
      header: 'Time',
      sortValue: (row) => row.start,
      render: (row) => <span className="catalogue-nowrap">{`${formatTime(row.start, zone)} – ${formatTime(row.end, zone)}`}</span>,
    },
    { key: 'class', header: 'Class', sortValue: (row) => row.name, render: (row) => row.name },
    { key: 'room', header: 'Room', sortValue: (row) => roomName(row.roomId), render: (row) => roomName(row.roomId) },
    {
      key: 'instructor',
      header: 'Instructor',
      sortValue: (row) => instructorName(row.instructorId),
      render: (row) => instructorName(row.instructorId),
    },
    { key: 'capacity', header: 'Places', align: 'end', render: (row) => row.capacity },
  ];

  return (
    <section className="catalogue-section" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className="catalogue-section-title">
        Upcoming sessions
      </h2>
      <p className="catalogue-muted">
        The next {UPCOMING_DAYS} days, {formatDay(today)} to {formatDay(to)}.
      </p>
      <QueryDataTable
        query={sessions}
        errorTitle="Could not load the upcoming sessions"
        label="Upcoming sessions"
        columns={columns}
        rowKey={(row) => `${row.classTypeId} ${row.start}`}
        searchText={(row) => `${row.name} ${roomName(row.roomId)} ${instructorName(row.instructorId)} ${formatDay(row.date)}`}
        searchLabel="Search sessions"
        initialSort={{ key: 'date', direction: 'ascending' }}
        empty={<NonIdealState icon="calendar" title="No sessions in the next two weeks" />}
      />
    </section>
  );
}
