import type { ProjectionModule } from '../engine/projection-module';
import { clientImportProjection } from './client-import-projection';
import type { ClientImportTable } from './client-import-table';

export type ClientImportsTables = { client_imports: ClientImportTable };

export const clientImportsProjections: ProjectionModule<ClientImportsTables> = {
  name: 'client-imports',
  projections: [clientImportProjection],
};
