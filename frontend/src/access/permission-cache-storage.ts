import { PERMISSION_CACHE_PREFIX } from './permission-cache';

// Drops every cached permission set, so the next read asks the server (after a live change to users or groups).
export function clearPermissionCache(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(PERMISSION_CACHE_PREFIX)) localStorage.removeItem(key);
  }
}
