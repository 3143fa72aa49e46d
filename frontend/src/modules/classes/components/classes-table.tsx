import { NonIdealState } from '@blueprintjs/core';
import type { ClassType } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatCalendarDate } from '../../../format/calendar-dates';
import { CatalogueTable, nameColumn, type CatalogueListControls } from '../../../ui/catalogue-table';
import type { DataColumn } from '../../../ui/data-table';
import { formatSlot } from '../class-form';

type ClassesTableProps = {
  classes: readonly ClassType[];
  locationName: string;
  // Names by id; a missing one (someone who left, a room archived and hidden) reads as unknown.
  instructorName(id: string): string;
  roomName(id: string | null): string;
  controls: CatalogueListControls<ClassType>;
};

const sortedSlots = (type: ClassType) =>
  [...type.timetable].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));

function runsText(type: ClassType): string {
  return type.endsOn
    ? `${formatCalendarDate(type.startsOn)} – ${formatCalendarDate(type.endsOn)}`
    : `From ${formatCalendarDate(type.startsOn)}`;
}

export function ClassesTable({ classes, locationName, instructorName, roomName, controls }: ClassesTableProps) {
  const columns: DataColumn<ClassType>[] = [
    nameColumn('Class'),
    {
      key: 'instructor',
      header: 'Instructor',
      sortValue: (row) => instructorName(row.instructorId),
      render: (row) => instructorName(row.instructorId),
    },
    { key: 'room', header: 'Room', sortValue: (row) => roomName(row.roomId), render: (row) => roomName(row.roomId) },
    { key: 'capacity', header: 'Capacity', align: 'end', sortValue: (row) => row.capacity, render: (row) => row.capacity },
    { key: 'duration', header: 'Duration', sortValue: (row) => row.durationMinutes, render: (row) => formatDuration(row.durationMinutes) },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      sortValue: (row) => row.priceCents,
      render: (row) => formatMoneyFromCents(row.priceCents),
    },
    {
      key: 'timetable',
      header: 'Timetable',
      render: (row) =>
        row.timetable.length === 0 ? <span className="catalogue-muted">No sessions</span> : sortedSlots(row).map(formatSlot).join(', '),
    },
    {
      key: 'runs',
      header: 'Runs',
      sortValue: (row) => row.startsOn,
      render: (row) => <span className="catalogue-nowrap">{runsText(row)}</span>,
    },
  ];
  return (
    <CatalogueTable
      label="Classes"
      rows={classes}
      columns={columns}
      searchText={(row) => `${row.name} ${instructorName(row.instructorId)} ${roomName(row.roomId)}`}
      controls={controls}
      empty={
        <NonIdealState
          icon="people"
          title={`No classes at ${locationName}`}
          description={controls.canEdit ? 'Add a class with its weekly timetable.' : undefined}
        />
      }
    />
  );
}
