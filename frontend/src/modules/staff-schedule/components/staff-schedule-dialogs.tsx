import { closeWithToast, showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useRemoveWeeklySchedule } from '../hooks/use-working-hours-commands';
import { ExceptionDialog } from './exception-dialog';
import type { LocationOption } from './location-field';
import { ScheduleDialog } from './schedule-dialog';
import type { ScheduleDialogState } from './staff-schedule-sections';
import { TimeOffDialog, type TimeOffClock } from './time-off-dialog';
import { scheduleLabel } from './weekly-schedule-card';

type StaffScheduleDialogsProps = {
  dialog: ScheduleDialogState;
  staffId: string;
  staffName: string;
  asRequest: boolean;
  locations: readonly LocationOption[];
  defaultLocationId: string;
  today: string;
  tomorrow: string;
  // The location whose clock time off is entered on (the one the person works at), null while unknown.
  clock: TimeOffClock | null;
  locationName(id: string): string;
  onClose(): void;
};

// The dialogs of the one-staff schedule page, one open at a time.
export function StaffScheduleDialogs({
  dialog,
  staffId,
  staffName,
  asRequest,
  locations,
  defaultLocationId,
  today,
  tomorrow,
  clock,
  locationName,
  onClose,
}: StaffScheduleDialogsProps) {
  const remove = useRemoveWeeklySchedule(staffId);
  // Every dialog here is about the one person.
  const person = { staffId, staffName };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'schedule': {
      // Editing keeps the schedule's own location selectable even if the person no longer works there.
      const current = dialog.schedule?.locationId;
      const options =
        current && !locations.some((item) => item.id === current)
          ? [...locations, { id: current, name: locationName(current) }]
          : locations;
      return (
        <ScheduleDialog
          {...person}
          schedule={dialog.schedule}
          locations={options}
          defaultLocationId={defaultLocationId}
          defaultFrom={today}
          onClose={closeWithToast(onClose, `Schedule of ${staffName} saved`)}
        />
      );
    }
    case 'remove': {
      const label = scheduleLabel(dialog.schedule, locationName(dialog.schedule.locationId));
      return (
        <ConfirmDialog
          title="Remove this schedule?"
          confirmText="Remove schedule"
          intent="danger"
          status={remove}
          errorTitle="Could not remove the schedule"
          onConfirm={() =>
            remove.mutate(dialog.schedule.id, {
              onSuccess: () => {
                showToast({ message: `Schedule removed: ${label}`, intent: 'success' });
                onClose();
              },
            })
          }
          onClose={() => {
            remove.reset();
            onClose();
          }}
        >
          <p>
            {staffName} will no longer have the weekly hours {label}. Date changes and time off stay. Online booking stops offering those
            hours at once.
          </p>
        </ConfirmDialog>
      );
    }
    case 'exception':
      return (
        <ExceptionDialog
          {...person}
          locations={locations}
          defaultLocationId={defaultLocationId}
          defaultDate={tomorrow}
          onClose={closeWithToast(onClose, `Date change saved for ${staffName}`)}
        />
      );
    case 'time-off':
      return (
        <TimeOffDialog
          {...person}
          asRequest={asRequest}
          defaultDate={tomorrow}
          clock={clock}
          onClose={closeWithToast(onClose, asRequest ? 'Time off requested' : `Time off added for ${staffName}`)}
        />
      );
  }
}
