import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { appointmentStatusLabels } from '@chairside/shared/appointments/appointment-dto';
import { formatDate } from '@chairside/shared/format/date-format';
import { showToast } from '../../../shell/toasts';
import { useSession } from '../../../session/use-session';
import { businessDateOf } from '../business-time';
import { canBeCancelled, canCheckout, checkInNote, statusActions, type StatusAction } from '../status-actions';
import { useScreenBuilt } from '../../../shell/built-screens';
import { useRevertStatus, useSetAppointmentStatus } from '../hooks/use-appointment-commands';
import type { AppointmentRights } from '../hooks/use-appointment-rights';
import { useOfferUndo } from '../hooks/use-offer-undo';
import { ReasonDialog } from './reason-dialog';
import { calendarZone } from '../cached-zone';

type AppointmentActionsProps = { appointment: Appointment; rights: AppointmentRights; now: number; onCancel(): void };

// The next steps the appointment allows and the caller may take (and why check-in is not among them on
// another day); Checkout hands it to the POS once that screen is built. Each status
// change says so in a toast with "Undo" for a few seconds; a manager checking in on another day gives a
// reason first; a status set by mistake can be reverted by whoever set it or a manager, with a reason.
export function AppointmentActions({ appointment, rights, now, onCancel }: AppointmentActionsProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const setStatus = useSetAppointmentStatus(appointment.id);
  const revert = useRevertStatus(appointment.id);
  const offerUndo = useOfferUndo();
  const [overriding, setOverriding] = useState<StatusAction | null>(null);
  const [reverting, setReverting] = useState(false);
  const today = businessDateOf(now);
  const actions = statusActions(appointment, now, rights, today);
  const note = checkInNote(appointment, rights, today);
  const cancellable = canBeCancelled(appointment.status, rights);
  // Offered once the POS screen can take the payment, never into a screen that cannot.
  const posBuilt = useScreenBuilt('/pos');
  const checkout = posBuilt && rights.canCheckout && !appointment.paid && canCheckout(appointment.status);
  // The last status change and who made it: revertible by its author or a manager (the server's rule).
  const last = appointment.lastStatusChange;
  const revertible = last !== null && rights.canSetStatus && (rights.canOverride || (user !== null && last.byUserId === user.id));
  if (actions.length === 0 && !cancellable && !checkout && !revertible && !note) return null;

  const done = (action: StatusAction) =>
    offerUndo(`${appointment.clientName}: ${appointmentStatusLabels[action.status]}`, { kind: 'status', appointmentId: appointment.id });

  return (
    <div className="appointment-actions" role="group" aria-label="Appointment actions">
      {actions.map((action, index) => (
        <Button
          key={action.status}
          text={action.needsReason ? `${action.label}…` : action.label}
          aria-label={action.label}
          intent={index === 0 && action.status !== 'no_show' ? 'primary' : 'none'}
          loading={setStatus.isPending && setStatus.variables?.status === action.status}
          disabled={setStatus.isPending}
          onClick={() => {
            if (action.needsReason) {
              setStatus.reset();
              setOverriding(action);
              return;
            }
            setStatus.mutate(
              { status: action.status, override: null },
              { onSuccess: () => done(action), onError: (error) => showToast({ message: error.message, intent: 'danger' }) },
            );
          }}
        />
      ))}
      {revertible ? (
        <Button
          icon="undo"
          text="Revert status"
          onClick={() => {
            revert.reset();
            setReverting(true);
          }}
        />
      ) : null}
      {checkout ? (
        <Button icon="shopping-cart" text="Checkout" onClick={() => navigate(`/pos?appointmentId=${encodeURIComponent(appointment.id)}`)} />
      ) : null}
      {cancellable ? <Button icon="disable" intent="danger" variant="outlined" text="Cancel appointment" onClick={onCancel} /> : null}
      {note ? <p className={`appointment-actions-note ${Classes.TEXT_MUTED}`}>{note}</p> : null}
      {overriding ? (
        <ReasonDialog
          title={`${overriding.label} on another day`}
          submitText={overriding.label}
          required
          status={setStatus}
          onSubmit={(reason) =>
            setStatus.mutate(
              { status: overriding.status, override: { reason } },
              {
                onSuccess: () => {
                  setOverriding(null);
                  done(overriding);
                },
              },
            )
          }
          onClose={() => setOverriding(null)}
        >
          <p>
            {appointment.clientName}’s appointment is on {formatDate(appointment.startsAt, calendarZone().name)}. Doing this on another day
            bends the front desk’s rule: your reason is kept in the appointment’s history.
          </p>
        </ReasonDialog>
      ) : null}
      {reverting && last ? (
        <ReasonDialog
          title="Revert status"
          submitText="Revert status"
          required={false}
          status={revert}
          onSubmit={(reason) =>
            revert.mutate(
              { reason },
              {
                onSuccess: () => {
                  setReverting(false);
                  showToast({ message: `${appointment.clientName}: back to ${appointmentStatusLabels[last.from]}`, intent: 'success' });
                },
              },
            )
          }
          onClose={() => setReverting(false)}
        >
          <p>
            From {appointmentStatusLabels[last.to]} back to {appointmentStatusLabels[last.from]} (set by {last.byName}). Both steps stay in
            the timeline.
          </p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}
