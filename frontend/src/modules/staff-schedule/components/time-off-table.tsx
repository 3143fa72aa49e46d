import { Button, Tag } from '@blueprintjs/core';
import type { TimeOff, TimeOffStatus } from '@chairside/shared/team/working-hours-dto';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { describePeriod } from '../../../format/calendar-dates';
import type { TimeOffDecision } from '../hooks/use-working-hours-commands';
import { reasonLabels } from './time-off-dialog';

const statusLabels: Record<TimeOffStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
const statusIntents = { requested: 'warning', approved: 'success', declined: 'danger', cancelled: 'none' } as const;

type TimeOffTableProps = {
  timeOff: readonly TimeOff[];
  canEdit: boolean;
  isOwn: boolean;
  busy: boolean;
  onDecide(timeOff: TimeOff, decision: TimeOffDecision): void;
};

// Approve and decline need edit_schedules; a person cancels their own request; approved time off is
// cancelled only by edit_schedules holders (the server enforces the same).
function actionsFor(item: TimeOff, canEdit: boolean, isOwn: boolean): { decision: TimeOffDecision; text: string }[] {
  if (item.status === 'requested') {
    return [
      ...(canEdit
        ? [
            { decision: 'approve' as const, text: 'Approve' },
            { decision: 'decline' as const, text: 'Decline' },
          ]
        : []),
      ...(isOwn ? [{ decision: 'cancel' as const, text: 'Cancel request' }] : []),
    ];
  }
  return item.status === 'approved' && canEdit ? [{ decision: 'cancel', text: 'Cancel time off' }] : [];
}

export function TimeOffTable({ timeOff, canEdit, isOwn, busy, onDecide }: TimeOffTableProps) {
  const columns: DataColumn<TimeOff>[] = [
    { key: 'when', header: 'When', sortValue: (item) => item.from, render: (item) => describePeriod(item.from, item.until) },
    { key: 'reason', header: 'Reason', sortValue: (item) => reasonLabels[item.reason], render: (item) => reasonLabels[item.reason] },
    { key: 'note', header: 'Note', render: (item) => item.note || <span className="schedule-muted">—</span> },
    {
      key: 'status',
      header: 'Status',
      sortValue: (item) => statusLabels[item.status],
      render: (item) => (
        <Tag minimal round intent={statusIntents[item.status]}>
          {statusLabels[item.status]}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <div className="schedule-row-actions">
          {actionsFor(item, canEdit, isOwn).map((action) => (
            <Button
              key={action.decision}
              size="small"
              text={action.text}
              aria-label={`${action.text}: ${describePeriod(item.from, item.until)}`}
              intent={action.decision === 'approve' ? 'success' : action.decision === 'decline' ? 'danger' : 'none'}
              disabled={busy}
              onClick={() => onDecide(item, action.decision)}
            />
          ))}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="Time off"
      rows={timeOff}
      columns={columns}
      searchText={(item) =>
        `${describePeriod(item.from, item.until)} ${reasonLabels[item.reason]} ${item.note} ${statusLabels[item.status]}`
      }
      initialSort={{ key: 'when', direction: 'descending' }}
      rowClassName={(item) => (item.status === 'cancelled' || item.status === 'declined' ? 'data-table-muted' : undefined)}
      empty={<EmptyState icon="airplane" title="No time off" description="Holidays, sick days and training show here." level={3} />}
    />
  );
}
