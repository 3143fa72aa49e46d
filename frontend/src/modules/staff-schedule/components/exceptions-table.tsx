import { Button } from '@blueprintjs/core';
import type { ScheduleException } from '@chairside/shared/team/working-hours-dto';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { formatCalendarDate, formatRange } from '../../../format/calendar-dates';

type ExceptionsTableProps = {
  exceptions: readonly ScheduleException[];
  locationName(id: string): string;
  canEdit: boolean;
  busy: boolean;
  onClear(date: string): void;
};

const hoursText = (item: ScheduleException) => (item.hours.length === 0 ? 'Day off' : item.hours.map(formatRange).join(', '));

export function ExceptionsTable({ exceptions, locationName, canEdit, busy, onClear }: ExceptionsTableProps) {
  const columns: DataColumn<ScheduleException>[] = [
    { key: 'date', header: 'Date', sortValue: (item) => item.date, render: (item) => formatCalendarDate(item.date) },
    {
      key: 'location',
      header: 'Location',
      sortValue: (item) => locationName(item.locationId),
      render: (item) => locationName(item.locationId),
    },
    { key: 'hours', header: 'Hours', render: hoursText },
    { key: 'note', header: 'Note', render: (item) => item.note || <span className="schedule-muted">—</span> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (item: ScheduleException) => (
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                text="Clear"
                aria-label={`Clear the change on ${formatCalendarDate(item.date)}`}
                disabled={busy}
                onClick={() => onClear(item.date)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Date changes"
      rows={exceptions}
      columns={columns}
      rowKey={(item) => item.date}
      searchText={(item) => `${formatCalendarDate(item.date)} ${locationName(item.locationId)} ${hoursText(item)} ${item.note}`}
      initialSort={{ key: 'date', direction: 'ascending' }}
      empty={<EmptyState icon="calendar" title="No date changes" description="One-off hours or days off on a date show here." level={3} />}
    />
  );
}
