import { Callout } from '@blueprintjs/core';
import { cancelAppointmentSchema, LATE_CANCEL_WINDOW_HOURS, type Appointment } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { CommandDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useCancelAppointment } from '../hooks/use-appointment-commands';
import { isLateCancellation } from '../status-actions';
import { calendarZone } from '../cached-zone';

// Cancelling needs a reason; closer than 24 hours to the start it is a late cancellation, said up front.
export function CancelDialog({ appointment, now, onClose }: { appointment: Appointment; now: number; onClose(cancelled: boolean): void }) {
  const form = useFormDraft({ reason: '' });
  const cancel = useCancelAppointment(appointment.id);
  const late = isLateCancellation(appointment.startsAt, now);
  return (
    <CommandDialog
      command={cancel}
      read={() => form.read(parseWith(cancelAppointmentSchema, form.draft))}
      onClose={onClose}
      title="Cancel appointment"
      icon="disable"
      className="cancel-appointment-dialog"
      errorTitle="Could not cancel the appointment"
      submitText="Cancel appointment"
      submitIntent="danger"
      cancelText="Keep appointment"
    >
      <p>
        {appointment.clientName}, {formatDateTime(appointment.startsAt, calendarZone().name)}. The time becomes free for others at once.
      </p>
      {late ? (
        <Callout intent="warning" icon="time" title="Late cancellation" compact>
          This appointment starts in less than {LATE_CANCEL_WINDOW_HOURS} hours, so it is recorded as a late cancellation.
        </Callout>
      ) : null}
      <TextAreaField
        id="cancel-reason"
        label="Reason"
        problem={Object.values(form.problems)[0]}
        rows={3}
        value={form.draft.reason}
        onChange={(reason) => form.change({ reason }, [])}
      />
    </CommandDialog>
  );
}
