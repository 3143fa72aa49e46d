import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import type { RecordedEvent } from '@chairside/platform/event-store/event-store';

export type UiChange = {
  topic: LiveTopic;
  // socket.io rooms that may see this notice: location:<id>, user:<id>, public-booking:<id>, business, staff
  rooms: string[];
  locationId?: string | null;
  ids?: string[];
};

export type ProjectionContext = {
  // The schema of the generation being written; read queries go through the views in public.
  schema: string;
  change(change: UiChange, cause: RecordedEvent): void;
};

// A read model. Its tables live in a schema per generation (proj_<name>_g<n>); public views with
// the tables' names point at the active generation, so a rebuild swaps them in one transaction.
export type Projection = {
  name: string;
  // Bump when the tables or the folding change: a rebuild into fresh tables starts by itself.
  version: number;
  eventTypes: readonly string[];
  // Topics a client must refetch wholesale after a rebuild swapped the tables.
  topics: readonly LiveTopic[];
  // Table name → DDL creating it in the given schema.
  tables: Record<string, (schema: string) => RawBuilder<unknown>>;
  apply(trx: Transaction<unknown>, events: RecordedEvent[], context: ProjectionContext): Promise<void>;
};

export type ProjectionDb = Kysely<unknown>;

export function generationSchema(projection: Pick<Projection, 'name'>, generation: number): string {
  return `proj_${projection.name.replace(/[^a-z0-9]/g, '_')}_g${generation}`;
}
