import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import type { Position, RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { ReadModels } from '../database';
import { generationTables, type GenerationTables } from './generation-tables';

export type UiChange = {
  topic: LiveTopic;
  // socket.io rooms that may see this notice: location:<id>, user:<id>, public-booking:<id>, business, staff
  rooms: string[];
  locationId?: string | null;
  ids?: string[];
  // The changed records themselves (a topic's patch shape in shared, e.g. appointmentsPatchSchema), for
  // the sockets in `rooms` of its own: rooms whose members may read them. Others get the notice alone.
  patch?: { value: unknown; rooms: string[] };
};

// Notices whose patches a screen can take in cheaply; a bigger batch (a first start, a burst) sends
// notices alone and the screens read again.
export const maxPatchedChanges = 100;

// Creates one table of a read model in the given schema (a generation's, proj_<name>_g<n>).
export type TableDdl = (schema: string) => RawBuilder<unknown>;

// The shape every event union in shared has: a literal `type` and its `data`.
export type EventShape = { type: string; data: Record<string, unknown> };

// A recorded event whose type and data are those of one member of a projection's event union, so a
// `switch (event.type)` narrows `event.data` too.
export type TypedRecorded<Event extends EventShape> = Event extends EventShape ? Omit<RecordedEvent, 'type' | 'data'> & Event : never;

export type ProjectionBatch = {
  // The schema of the generation being written, for raw SQL (`sql.id(context.schema, table)`); the
  // transaction `apply` receives already writes there.
  schema: string;
  // True when the batch's change notices reach open screens (the active generation, not a rebuild): the
  // time to state patches.
  live: boolean;
  // The other read models, through the public views (names, catalogue terms). Never a projection's own
  // tables: during a rebuild those views still show the old generation.
  readModels: Transaction<ReadModels>;
  // Set-based reads and writes of this generation's tables (one statement per table and batch).
  tables: GenerationTables;
  // A change notice for open screens; written with the batch (not during a rebuild) at the cause's position.
  change(change: UiChange, cause: { position: Position }): void;
};

// What a read model declares: its event union, the tables it keeps and how a batch of events changes them.
export type ProjectionDefinition<Event extends EventShape> = {
  name: string;
  // Bump when the tables or the folding change: a rebuild into fresh tables starts by itself.
  version: number;
  eventTypes: readonly Event['type'][];
  // Folds every event, of any type, also of types written after it (the audit log). Its `eventTypes` stays
  // empty, so no command's reply waits for it (projection-waiter waits for the read models of its types).
  everyEvent?: boolean;
  // Topics a client must refetch wholesale after a rebuild swapped the tables.
  topics: readonly LiveTopic[];
  // Table name → DDL creating it in the given schema.
  tables: Record<string, TableDdl>;
  // Folds a batch (in log order, only the declared types) into this generation's tables, in the batch's
  // transaction; folding the same events again must leave the same rows.
  apply(trx: Transaction<ReadModels>, events: TypedRecorded<Event>[], context: ProjectionBatch): Promise<void>;
};

// A read model as the engine runs it. Its tables live in a schema per generation (proj_<name>_g<n>); public
// views with the tables' names point at the active generation, so a rebuild swaps them in one transaction.
// Made by defineProjection.
export type Projection = Omit<ProjectionDefinition<EventShape>, 'eventTypes' | 'apply'> & {
  eventTypes: readonly string[];
  // Whether `apply` folds this event: a batch with none of them changes nothing but the checkpoint.
  folds(event: RecordedEvent): boolean;
  // Folds every event of a batch the projection declared; the others are passed over.
  apply(trx: Transaction<unknown>, batch: readonly RecordedEvent[], context: Omit<ProjectionBatch, 'readModels' | 'tables'>): Promise<void>;
};

export type ProjectionDb = Kysely<unknown>;

export function defineProjection<Event extends EventShape>(definition: ProjectionDefinition<Event>): Projection {
  const declared = new Set<string>(definition.eventTypes);
  // The one place a recorded event becomes a member of the projection's union: by the type it was recorded
  // under, which the projection declared. Event types and their shapes are a permanent contract (shared).
  const isDeclared = (event: RecordedEvent): event is TypedRecorded<Event> => definition.everyEvent === true || declared.has(event.type);
  return {
    ...definition,
    folds: isDeclared,
    async apply(trx, batch, context) {
      const events = batch.filter(isDeclared);
      if (events.length === 0) return;
      const readModels = trx.withTables<ReadModels>();
      const own = readModels.withSchema(context.schema);
      await definition.apply(own, events, { ...context, readModels, tables: generationTables(own, context.schema) });
    },
  };
}

// The `default` of a fold's exhaustive switch: reached only by an event the union does not list.
export function unfoldable(projection: string, event: never): never {
  throw new Error(`${projection} cannot fold ${JSON.stringify(event)}`);
}

export function generationSchema(projection: Pick<Projection, 'name'>, generation: number): string {
  return `proj_${projection.name.replace(/[^a-z0-9]/g, '_')}_g${generation}`;
}
