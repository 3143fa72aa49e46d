import type { Principal } from '../auth/principal';

// Joining a room is authorised like the equivalent read (ARCHITECTURE §6).
export function canJoinRoom(principal: Principal | null, room: string): boolean {
  if (room === 'business' || room.startsWith('public-booking:')) return true;
  if (!principal) return false;
  if (room.startsWith('user:')) return room === `user:${principal.userId}`;
  const staff = principal.role === 'admin' || principal.role === 'staff';
  if (room === 'staff' || room.startsWith('location:')) return staff;
  return false;
}
