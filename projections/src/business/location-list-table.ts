export interface LocationListTable {
  id: string;
  name: string;
  is_default: boolean;
  is_active: boolean;
  sort_order: number;
}
