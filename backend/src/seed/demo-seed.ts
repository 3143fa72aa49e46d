import type { ReadDb } from '@chairside/projections/database';
import { comparePositions, type EventStore, type Position } from '@chairside/platform/event-store/event-store';
import type { BackendModule, DemoDiaryContext, DemoSeed, DemoSeedStep, DemoSetupContext } from '../http/backend-module';
import { backendModules } from '../modules';
import { demoSeedOrder } from './demo-seed-order';

// The demo `npm start` seeds, composed from the modules' manifests (`demo` in each BackendModule): the
// setup stage (business and locations, groups and users, team, catalogue), then the diary stage (clients,
// waitlists, appointments). Each module's seed adds only what is missing, so a store seeded by an older
// version gains the newer parts and a second run adds nothing.

export type DemoSeedResult = {
  // Each seeded module's step, by module name, in the order they ran.
  steps: Record<string, DemoSeedStep>;
  // Whether any step wrote, and the position of the last append (the caller folds the read models up to it).
  seeded: boolean;
  last: Position | null;
  seconds: number;
};

export type DemoSeedOptions = {
  // Seeds these modules only (in the same order), e.g. ['business'] for a test that needs the locations alone.
  only?: readonly string[];
  // Called after each step with the module's own line for the log.
  report?: (module: string, step: DemoSeedStep, summary: string) => void;
  // The module list (tests of the composer pass their own).
  modules?: readonly BackendModule[];
};

type Stage = DemoSeed['stage'];

function stageSeeds(stage: Stage, options: DemoSeedOptions) {
  const ordered = demoSeedOrder(options.modules ?? backendModules, stage);
  return options.only ? ordered.filter(({ name }) => options.only!.includes(name)) : ordered;
}

function collect(started: number) {
  const result: DemoSeedResult = { steps: {}, seeded: false, last: null, seconds: 0 };
  return {
    result,
    add(name: string, step: DemoSeedStep) {
      result.steps[name] = step;
      result.seeded ||= step.seeded;
      if (step.last && (!result.last || comparePositions(step.last, result.last) > 0)) result.last = step.last;
      result.seconds = (performance.now() - started) / 1000;
    },
  };
}

// The setup stage: everything the product needs to be tried (the business with its locations, the demo
// groups and accounts, the team with schedules and time off, the catalogue). `now` places the team's dated
// time off and exceptions (tests pass a fixed one). Runs on the event store alone: the many tests that
// call it stay fast.
export async function seedDemo(store: EventStore, now: Date = new Date(), options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const { result, add } = collect(performance.now());
  const context: DemoSetupContext = { store, now };
  for (const { name, demo } of stageSeeds('setup', options)) {
    if (demo.stage !== 'setup') continue;
    const step = await demo.seed(context);
    add(name, step);
    options.report?.(name, step, demo.summary(step));
  }
  return result;
}

// The diary stage, after seedDemo: the client book, the waitlists and the appointments. Their commands read
// the read models, so the caller says how to bring those up to a position (seed-catch-up.ts); a step asks
// for it only when it has something to write. Only `npm start` (prepare-database.ts, and so every e2e run)
// seeds the diary. The caller folds the read models up to the result's `last` when it needs them.
export async function seedDemoDiary(
  store: EventStore,
  readDb: ReadDb,
  catchUp: (position: Position) => Promise<void>,
  options: DemoSeedOptions & { now?: Date } = {},
): Promise<DemoSeedResult> {
  const { result, add } = collect(performance.now());
  const upToDate = async () => {
    const head = await store.headPosition();
    if (head) await catchUp(head);
  };
  const context: DemoDiaryContext = { store, readDb, now: options.now ?? new Date(), upToDate };
  const seeds = stageSeeds('diary', options);
  for (const [index, { name, demo }] of seeds.entries()) {
    if (demo.stage !== 'diary') continue;
    const step = await demo.seed(context);
    add(name, step);
    options.report?.(name, step, demo.summary(step));
    // The next step reads what this one wrote (the waitlist names the clients; the diary offers their slots).
    if (step.last && index < seeds.length - 1) await catchUp(step.last);
  }
  return result;
}
