import { isPermissionName } from '@chairside/shared/identity/permissions';
import { DomainError } from '../commands/domain-error';

// Refuses names outside the catalogue (naming the first bad one) and drops repeats, keeping the order given.
export function checkedPermissions(permissions: readonly string[]): string[] {
  const unknown = permissions.find((permission) => !isPermissionName(permission));
  if (unknown !== undefined) throw new DomainError(`Unknown permission "${unknown}"`, 400);
  return [...new Set(permissions)];
}

export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}
