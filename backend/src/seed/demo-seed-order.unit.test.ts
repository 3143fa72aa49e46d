import { describe, expect, it } from 'vitest';
import type { BackendModule, DemoSeed } from '../http/backend-module';
import { backendModules } from '../modules';
import { demoSeedOrder } from './demo-seed-order';

const names = (modules: readonly BackendModule[], stage: DemoSeed['stage']) => demoSeedOrder(modules, stage).map(({ name }) => name);
const step = async () => ({ seeded: false, commands: 0 });
const module = (name: string, stage: DemoSeed['stage'], after?: string[]): BackendModule => ({
  name,
  routers: () => [],
  demo: stage === 'setup' ? { stage, after, seed: step, summary: () => name } : { stage, after, seed: step, summary: () => name },
});

describe('demo seed order', () => {
  it('seeds the business first, then the accounts, the team, the catalogue and who is on the clock; then clients, waitlists, the diary and gift cards', () => {
    expect(names(backendModules, 'setup')).toEqual(['business', 'identity', 'team', 'catalogue', 'time-clock']);
    expect(names(backendModules, 'diary')).toEqual(['clients', 'waitlist', 'appointments', 'gift-cards']);
  });

  it('keeps the list order where no dependency says otherwise', () => {
    const modules = [module('b', 'setup', ['c']), module('a', 'setup'), module('c', 'setup'), module('d', 'diary', ['a'])];
    expect(names(modules, 'setup')).toEqual(['a', 'c', 'b']);
    expect(names(modules, 'diary')).toEqual(['d']);
  });

  it('refuses an unknown dependency, a setup seed waiting for the diary, and a cycle', () => {
    expect(() => demoSeedOrder([module('a', 'setup', ['nope'])], 'setup')).toThrow('has no demo seed');
    expect(() => demoSeedOrder([module('a', 'setup', ['d']), module('d', 'diary')], 'setup')).toThrow('cannot run after');
    expect(() => demoSeedOrder([module('a', 'setup', ['b']), module('b', 'setup', ['a'])], 'setup')).toThrow('wait for each other');
  });
});
