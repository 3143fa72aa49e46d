import type { Kysely, Transaction } from 'kysely';
import type { BusinessSettingsTable } from './business/business-settings-table';
import type { LocationListTable } from './business/location-list-table';

// Read models as the queries see them (public views over the active generation).
export type ReadModels = {
  business_settings: BusinessSettingsTable;
  locations: LocationListTable;
};

export type ReadDb = Kysely<ReadModels>;
export type ReadTransaction = Transaction<ReadModels>;
