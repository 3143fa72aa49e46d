import {
  APPOINTMENT_BOOK_PERMISSIONS,
  APPOINTMENT_CANCEL_PERMISSIONS,
  APPOINTMENT_CHANGE_PERMISSIONS,
  APPOINTMENT_OVERRIDE_PERMISSION,
  APPOINTMENT_READ_PERMISSIONS,
  APPOINTMENT_STATUS_PERMISSIONS,
  CLIENT_CREATE_PERMISSIONS,
} from '@chairside/shared/appointments/appointment-permissions';
import { usePermissions } from '../../../access/use-permissions';

// What the caller may do on the calendar, from the same permission lists the server enforces
// (shared/src/appointments/appointment-permissions.ts). Hidden actions would be refused anyway.
export type AppointmentRights = {
  loading: boolean;
  canRead: boolean;
  canBook: boolean;
  canChange: boolean;
  canSetStatus: boolean;
  canCancel: boolean;
  canCreateClient: boolean;
  // The POS screen takes payments: create_payments or view_pos.
  canCheckout: boolean;
  // Booking rules bent with a reason (check in on another day, revert anyone's status): override_appointments.
  canOverride: boolean;
};

export function useAppointmentRights(): AppointmentRights {
  const { loading, canAny } = usePermissions();
  return {
    loading,
    canRead: canAny(APPOINTMENT_READ_PERMISSIONS),
    canBook: canAny(APPOINTMENT_BOOK_PERMISSIONS),
    canChange: canAny(APPOINTMENT_CHANGE_PERMISSIONS),
    canSetStatus: canAny(APPOINTMENT_STATUS_PERMISSIONS),
    canCancel: canAny(APPOINTMENT_CANCEL_PERMISSIONS),
    canCreateClient: canAny(CLIENT_CREATE_PERMISSIONS),
    canCheckout: canAny(['view_pos', 'create_payments']),
    canOverride: canAny([APPOINTMENT_OVERRIDE_PERMISSION]),
  };
}
