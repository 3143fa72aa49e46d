export interface PermissionGroupTable {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  deleted: boolean;
  created_at: Date;
}
