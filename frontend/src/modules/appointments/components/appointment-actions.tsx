import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { appointmentStatusLabels } from '@chairside/shared/appointments/appointment-dto';
import { showToast } from '../../../shell/toasts';
import { canBeCancelled, canCheckout, statusActions } from '../status-actions';
import { useSetAppointmentStatus } from '../hooks/use-appointment-commands';
import type { AppointmentRights } from '../hooks/use-appointment-rights';

type AppointmentActionsProps = { appointment: Appointment; rights: AppointmentRights; now: number; onCancel(): void };

// The next steps the appointment allows and the caller may take; Checkout hands it to the POS.
export function AppointmentActions({ appointment, rights, now, onCancel }: AppointmentActionsProps) {
  const navigate = useNavigate();
  const setStatus = useSetAppointmentStatus(appointment.id);
  const actions = statusActions(appointment, now, rights);
  const cancellable = canBeCancelled(appointment.status, rights);
  const checkout = rights.canCheckout && canCheckout(appointment.status);
  if (actions.length === 0 && !cancellable && !checkout) return null;

  return (
    <div className="appointment-actions" role="group" aria-label="Appointment actions">
      {actions.map((action, index) => (
        <Button
          key={action.status}
          text={action.label}
          intent={index === 0 && action.status !== 'no_show' ? 'primary' : 'none'}
          loading={setStatus.isPending && setStatus.variables?.status === action.status}
          disabled={setStatus.isPending}
          onClick={() =>
            setStatus.mutate(
              { status: action.status, override: null },
              {
                onSuccess: () => showToast({ message: `${appointment.clientName}: ${appointmentStatusLabels[action.status]}`, intent: 'success' }),
                onError: (error) => showToast({ message: error.message, intent: 'danger' }),
              },
            )
          }
        />
      ))}
      {checkout ? <Button icon="shopping-cart" text="Checkout" onClick={() => navigate(`/pos?appointmentId=${encodeURIComponent(appointment.id)}`)} /> : null}
      {cancellable ? <Button icon="disable" intent="danger" variant="outlined" text="Cancel appointment" onClick={onCancel} /> : null}
    </div>
  );
}
