import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configVariables, parseConfig } from '@chairside/platform/config';

type Service = {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string> | string[];
  deploy?: { replicas?: number };
};

const root = resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const ourServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((entry) => entry.split(/=(.*)/s).slice(0, 2) as [string, string]));
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value)]));
}

// `${NAME:-default}` → default, as compose would resolve it with nothing set.
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml (production shape)', () => {
  it('runs KurrentDB, PostgreSQL, Redis, two backend replicas, projections and workers', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['kurrentdb', 'postgres', 'redis', 'backend', 'projections', 'workers']),
    );
    expect(compose.services.backend?.deploy?.replicas).toBe(2);
    expect(compose.services.projections?.command).toContain('projections/src/main.ts');
    expect(compose.services.workers?.command).toContain('workers/src/main.ts');
  });

  it.each(ourServices.map(([name]) => name))('gives %s only variables the config module knows, with valid values', (name) => {
    const env = environmentOf(compose.services[name] as Service);
    expect(Object.keys(env).length).toBeGreaterThan(0);
    for (const variable of Object.keys(env)) expect(configVariables, `${name}: ${variable}`).toContain(variable);
    const resolved = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, withDefaults(value)]));
    expect(() => parseConfig(resolved)).not.toThrow();
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'EVENTSTORE_URL']) expect(env, `${name}: ${variable}`).toHaveProperty(variable);
  });

  it('documents every config variable in .env.example', () => {
    const example = readFileSync(resolve(root, '.env.example'), 'utf8');
    for (const variable of configVariables) expect(example).toMatch(new RegExp(`^#?\\s*${variable}=`, 'm'));
  });
});
