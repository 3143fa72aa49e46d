import type { Kysely } from 'kysely';
import { compareReadModels } from '@chairside/projections/engine/projection-verify';
import type { Projection } from '@chairside/projections/engine/projection';
import type { IntegrityPhase, IntegrityReport, IntegrityStreamProblem } from '@chairside/shared/audit/integrity-dto';
import { currentStreamName } from '@chairside/shared/stream-names';
import {
  categoryOf,
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@chairside/platform/event-store/event-store';
import { asDomainEvent, evolveNoticing } from '../commands/decider';
import type { ModuleStream } from '../http/backend-module';

// The integrity check ("can I trust these screens?"): every stream of the log replayed through its category's
// deciders, every read model compared with a fresh fold of the log, and the store's own chain check where it
// has one. It only reads: nothing it finds is repaired.

export type IntegrityDeps = {
  store: EventStore;
  db: Kysely<unknown>;
  // Every module's kinds of stream (the modules' manifests).
  streams: readonly ModuleStream[];
  projections: readonly Projection[];
  // Events per read of the log (tests make it small to cross pages).
  pageSize?: number;
  catchUpMs?: number;
};

export type IntegrityProgress = { phase: IntegrityPhase; done: number; total: number };

type AnyDecider = NonNullable<ModuleStream['decider']>;

// A store may verify its own records (a hash chain per stream); the port does not require it.
type VerifyingStore = EventStore & { verifyChain: () => Promise<unknown> };
const verifies = (store: EventStore): store is VerifyingStore =>
  'verifyChain' in store && typeof (store as { verifyChain?: unknown }).verifyChain === 'function';

// The stored reason an event did not fold, for a person reading the report.
const why = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function runIntegrityCheck(deps: IntegrityDeps, onProgress?: (progress: IntegrityProgress) => void): Promise<IntegrityReport> {
  const startedAt = new Date().toISOString();
  const streams = await replayStreams(deps, onProgress);
  const readModels = await compareReadModels({
    db: deps.db,
    store: deps.store,
    projections: deps.projections,
    catchUpMs: deps.catchUpMs,
    pageSize: deps.pageSize,
    onProgress: ({ done, total }) => onProgress?.({ phase: 'read-models', done, total }),
  });
  onProgress?.({ phase: 'chain', done: 0, total: 1 });
  const chain = verifies(deps.store) ? await deps.store.verifyChain() : null;
  onProgress?.({ phase: 'done', done: 1, total: 1 });
  const chainOk = chain === null || typeof chain !== 'object' || (chain as { ok?: unknown }).ok !== false;
  return {
    startedAt,
    finishedAt: new Date().toISOString(),
    streams,
    readModels,
    chain,
    ok: streams.problems.length === 0 && readModels.every((model) => model.matches) && chainOk,
  };
}

// Memory stays bounded whatever the size of the log: the first pass reads the log a page at a time and keeps
// only the names of the streams (a few bytes per stream, not per event) and the counts of the categories no
// decider replays; the second reads the streams a few at a time and keeps one stream's states while folding
// it. Keeping every stream's state while reading the log once in global order would hold the whole log's
// state at once. Both passes stop at the head read first, so the counts describe one moment of the log.
async function replayStreams(deps: IntegrityDeps, onProgress?: (progress: IntegrityProgress) => void): Promise<IntegrityReport['streams']> {
  const { store } = deps;
  const pageSize = deps.pageSize ?? 2000;
  const deciders = decidersByCategory(deps.streams);
  const head = await store.headPosition();
  const total = await store.countEvents({ limit: 100_000_000 });
  const report = (done: number) => onProgress?.({ phase: 'streams', done, total: total * 2 });
  const upToHead = (event: RecordedEvent) => head !== null && comparePositions(event.position, head) <= 0;

  const names = new Set<string>();
  const notReplayed = new Map<string, number>();
  let events = 0;
  let from: Position | undefined;
  report(0);
  while (head !== null) {
    const page = await store.readAll({ fromPosition: from, maxCount: pageSize });
    const kept = page.filter(upToHead);
    for (const event of kept) {
      const category = categoryOf(currentStreamName(event.stream));
      if (deciders.has(category)) names.add(event.stream);
      else notReplayed.set(category, (notReplayed.get(category) ?? 0) + 1);
    }
    events += kept.length;
    report(events);
    if (kept.length < pageSize) break;
    from = (kept[kept.length - 1] as RecordedEvent).position;
  }

  const problems: IntegrityStreamProblem[] = [];
  let replayed = 0;
  const all = [...names];
  const perRead = Math.max(1, Math.floor(pageSize / 20));
  for (let start = 0; start < all.length; start += perRead) {
    const batch = all.slice(start, start + perRead);
    const histories = store.readStreams
      ? await store.readStreams(batch)
      : new Map(await Promise.all(batch.map(async (stream) => [stream, await store.readStream(stream)] as const)));
    for (const stream of batch) {
      const history = (histories.get(stream) ?? []).filter(upToHead);
      problems.push(...replayStream(stream, history, deciders.get(categoryOf(currentStreamName(stream))) ?? []));
      replayed += history.length;
    }
    report(events + replayed);
  }
  report(total * 2);
  return {
    checked: names.size,
    events,
    problems,
    notReplayed: [...notReplayed.entries()]
      .map(([category, count]) => ({ category, events: count }))
      .sort((a, b) => a.category.localeCompare(b.category)),
  };
}

// Each category's deciders: the one whose state the audit shows and the others appending to the same stream.
function decidersByCategory(streams: readonly ModuleStream[]): Map<string, readonly AnyDecider[]> {
  const byCategory = new Map<string, AnyDecider[]>();
  for (const kind of streams) {
    // A log appended without a decision (the sign-ins) is listed as not replayed.
    if (!kind.decider) continue;
    const list = byCategory.get(kind.category) ?? [];
    for (const decider of [kind.decider, ...(kind.alsoWrittenBy ?? [])]) if (!list.includes(decider)) list.push(decider);
    byCategory.set(kind.category, list);
  }
  return byCategory;
}

// Folds one stream through every decider of its category, each with its own state. An event no decider has a
// case for is reported although evolve passes over it: a stream is written only by its deciders, so a type
// none of them knows was written outside them (by hand, by an import, by a version that has since gone).
export function replayStream(stream: string, history: readonly RecordedEvent[], deciders: readonly AnyDecider[]): IntegrityStreamProblem[] {
  const problems: IntegrityStreamProblem[] = [];
  const states: unknown[] = deciders.map((decider) => decider.initialState());
  for (const recorded of history) {
    const event = asDomainEvent(recorded);
    let known = false;
    const failures: string[] = [];
    deciders.forEach((decider, index) => {
      try {
        const folded = evolveNoticing(decider, states[index], event);
        states[index] = folded.state;
        known ||= folded.known;
      } catch (error) {
        // The state stays as it was before the event, so the rest of the stream is still checked.
        known = true;
        failures.push(why(error));
      }
    });
    const base = { stream, revision: Number(recorded.revision), type: recorded.type };
    if (failures.length > 0) problems.push({ ...base, problem: `evolve threw: ${failures.join('; ')}` });
    else if (!known) problems.push({ ...base, problem: 'unknown type' });
  }
  return problems;
}
