import type { ProjectionModule } from '../engine/projection-module';
import { clientProjection } from './client-projection';
import type { ClientTable } from './client-table';

export type ClientsTables = { clients: ClientTable };

export const clientsProjections: ProjectionModule<ClientsTables> = { name: 'clients', projections: [clientProjection] };
