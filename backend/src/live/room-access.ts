import { APPOINTMENT_READ_PERMISSIONS, CLIENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import type { Principal } from '../auth/principal';

// Joining a room is authorised like the equivalent read (ARCHITECTURE §6). `permissions` are the staff
// member's effective permissions (admins hold all); only rooms that carry records need them.
export function canJoinRoom(principal: Principal | null, room: string, permissions: ReadonlySet<string> = new Set()): boolean {
  if (room === 'business' || room.startsWith('public-booking:')) return true;
  if (!principal) return false;
  if (room.startsWith('user:')) return room === `user:${principal.userId}`;
  const staff = principal.role === 'admin' || principal.role === 'staff';
  if (room === 'staff' || room.startsWith('location:')) return staff;
  // A location's calendar: change notices there carry the appointments themselves (client names
  // included), so it takes what GET /api/appointments takes.
  if (room.startsWith('calendar:'))
    return (
      principal.role === 'admin' ||
      (principal.role === 'staff' && APPOINTMENT_READ_PERMISSIONS.some((permission) => permissions.has(permission)))
    );
  // The client book: its notices carry clients' names and contacts, so it takes what GET /api/clients takes.
  if (room === 'clients')
    return (
      principal.role === 'admin' ||
      (principal.role === 'staff' && CLIENT_READ_PERMISSIONS.some((permission) => permissions.has(permission)))
    );
  // A location's point of sale: payments as they succeed and the card terminal's states, for whoever may use it.
  if (room.startsWith('pos:')) return principal.role === 'admin' || (principal.role === 'staff' && permissions.has('view_pos'));
  // The audit log's notices: new events in the history, for whoever may read it.
  if (room === 'audit') return principal.role === 'admin' || (principal.role === 'staff' && permissions.has('view_audit_log'));
  return false;
}

// Rooms whose access depends on permissions, not only on the role.
export const needsPermissions = (room: string) =>
  room === 'clients' || room === 'audit' || room.startsWith('calendar:') || room.startsWith('pos:');
