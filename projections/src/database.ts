import type { Kysely, Transaction } from 'kysely';
import type { ProjectionModule } from './engine/projection-module';
import type { projectionModules } from './modules';

type TablesOf<Module> = Module extends ProjectionModule<infer Tables> ? Tables : never;
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer All) => void ? All : never;

// Read models as the queries see them (public views over the active generation): the tables every module's
// manifest declares (modules.ts). Each table's type and DDL live together in its `<row>-table.ts`.
export type ReadModels = Intersection<TablesOf<(typeof projectionModules)[number]>>;

export type ReadDb = Kysely<ReadModels>;
export type ReadTransaction = Transaction<ReadModels>;
