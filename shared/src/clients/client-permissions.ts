import type { PermissionName } from '../identity/permissions';

// Who may use the client book (/clients and the profiles): reading a profile's visits, spend and timeline
// follows from the permission to use the screen; changing a client (details, consent, archive) needs edit_clients.
export const CLIENT_PROFILE_READ_PERMISSIONS = ['view_clients', 'edit_clients'] as const satisfies readonly PermissionName[];
export const CLIENT_EDIT_PERMISSIONS = ['edit_clients'] as const satisfies readonly PermissionName[];
