import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { cancelAppointmentSchema, LATE_CANCEL_WINDOW_HOURS, type Appointment } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { describedBy } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { isLateCancellation } from './status-actions';
import { useCancelAppointment } from './use-appointment-commands';

// Cancelling needs a reason; closer than 24 hours to the start it is a late cancellation, said up front.
export function CancelDialog({ appointment, now, onClose }: { appointment: Appointment; now: number; onClose(cancelled: boolean): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const cancel = useCancelAppointment(appointment.id);
  const late = isLateCancellation(appointment.startsAt, now);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelAppointmentSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    cancel.mutate(parsed.data, { onSuccess: () => onClose(true) });
  };

  return (
    <Dialog isOpen title="Cancel appointment" icon="disable" onClose={cancel.isPending ? undefined : () => onClose(false)} className="cancel-appointment-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            {appointment.clientName}, {formatDateTime(appointment.startsAt)}. The time becomes free for others at once.
          </p>
          {late ? (
            <Callout intent="warning" icon="time" title="Late cancellation" compact>
              This appointment starts in less than {LATE_CANCEL_WINDOW_HOURS} hours, so it is recorded as a late cancellation.
            </Callout>
          ) : null}
          <FormField id="cancel-reason" label="Reason" problem={problem}>
            <TextArea id="cancel-reason" fill rows={3} value={reason} intent={problem ? Intent.DANGER : Intent.NONE} onChange={(event) => setReason(event.currentTarget.value)} {...describedBy('cancel-reason', problem)} />
          </FormField>
          {cancel.error ? (
            <Callout intent="danger" role="alert" title="Could not cancel the appointment" compact>
              {cancel.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Keep appointment" disabled={cancel.isPending} onClick={() => onClose(false)} />
              <Button type="submit" intent="danger" text="Cancel appointment" loading={cancel.isPending} disabled={cancel.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
