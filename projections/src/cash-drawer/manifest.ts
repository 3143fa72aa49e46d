import type { ProjectionModule } from '../engine/projection-module';
import { cashDrawerProjection } from './cash-drawer-projection';
import type { CashDrawerSessionTable } from './cash-drawer-table';

export type CashDrawerTables = { cash_drawer_sessions: CashDrawerSessionTable };

export const cashDrawerProjections: ProjectionModule<CashDrawerTables> = {
  name: 'cash-drawer',
  projections: [cashDrawerProjection],
};
