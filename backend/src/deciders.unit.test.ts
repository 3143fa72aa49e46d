import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evolveNoticing, foldEvents, unhandled, type Decider, type DomainEvent } from './commands/decider';
import { backendModules } from './modules';

type AnyDecider = Decider<unknown, never, DomainEvent>;

// Every decider the modules name in their streams (the one the audit shows and the others writing the
// stream), under `<module>: <category>`.
const deciders: [string, AnyDecider][] = backendModules.flatMap((module) =>
  (module.streams ?? []).flatMap((kind) =>
    (kind.decider ? [kind.decider, ...(kind.alsoWrittenBy ?? [])] : []).map((decider, index): [string, AnyDecider] => [
      `${module.name}: ${kind.category}${index === 0 ? '' : ` (also written by #${index})`}`,
      decider as AnyDecider,
    ]),
  ),
);

const source = import.meta.dirname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

const unknown = { type: 'SomethingThisVersionNeverWrote', data: { state: 'not me' } } as const;

describe('an event a decider does not know', () => {
  it("finds every decider the backend exports in some module's streams", async () => {
    const declared = sourceFiles(source).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export (?:const|function) (\w+)\b[^\n]*Decider</g)].map((match) => ({
        file,
        name: match[1] as string,
      })),
    );
    expect(declared.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { file, name } of declared) {
      const exported = ((await import(file)) as Record<string, unknown>)[name];
      // A factory (a unique value's, given the refusal's wording) makes a new decider per call: one it made
      // has the same functions, by their source.
      const made = (typeof exported === 'function' ? exported('') : exported) as AnyDecider;
      const same = (listed: AnyDecider) =>
        listed === made ||
        (typeof exported === 'function' && String(listed.evolve) === String(made.evolve) && String(listed.decide) === String(made.decide));
      if (!deciders.some(([, listed]) => same(listed))) missing.push(`${relative(source, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(deciders)('leaves the state of %s unchanged', (_name, decider) => {
    const state = decider.initialState();
    expect(decider.evolve(state, unknown)).toBe(state);
    const recorded = { ...unknown, stream: 'any-1', revision: 0n };
    expect(foldEvents(decider, [recorded as never], state)).toBe(state);
  });

  // The integrity check reports such an event in a stream only its deciders write.
  it.each(deciders)('tells the integrity check that %s has no case for it', (_name, decider) => {
    const state = decider.initialState();
    expect(evolveNoticing(decider, state, unknown)).toEqual({ state, known: false });
  });
});

describe('a command a decider does not know', () => {
  it('is refused, never decided', () => {
    expect(() => unhandled({ type: 'DoSomethingNew' } as never)).toThrow('No decider case for command DoSomethingNew');
  });
});
