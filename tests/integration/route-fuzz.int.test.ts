import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { Express } from 'express';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '@chairside/backend/http/accepts';
import { findInputProblem } from '@chairside/backend/http/request-hygiene';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createTestUser, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem } from '@chairside/backend/testing/test-system';
import { hostileBodies, hostileHeaders, hostileParam, hostileQueries, type BodyCase } from './support/hostile-input';

// Every /api route, read from the app's own route table, is sent hostile input derived from the schema it
// declares (accepts({ body, query })): wrong types, missing and extra fields, huge and unicode text, NUL,
// prototype keys, deep nesting, non-JSON, wrong content types and encodings, hostile path parameters, as an
// administrator (who passes every permission). Every answer must be a 4xx with a sentence, never a 5xx,
// and nothing may be written. A new route is fuzzed without a new test.

const system = await startTestSystem({ seed: seedDemo });
await waitForReadModels(system);
const admin = await createTestUser(system, { role: 'admin' });
afterAll(() => system.stop());

type ServedRoute = { method: string; path: string; contract: RouteContract | null };

function routeTable(app: Express): ServedRoute[] {
  type Handle = { contract?: RouteContract; stack?: Layer[] };
  type Layer = {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: Handle }[] };
    handle: Handle;
    rawPath?: unknown;
  };
  const found: ServedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const contract = layer.route.stack.map((entry) => entry.handle.contract).find((candidate) => candidate !== undefined) ?? null;
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all'))
          found.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}`, contract });
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((route) => route.path.startsWith('/api/'));
}

const routes = routeTable(system.backend.app);
const writes = (route: ServedRoute) => route.method !== 'GET';
const eventCount = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(system.database.db)).rows[0]?.n);

function addressFor(route: ServedRoute, params: string[], query: [string, string][]): string {
  let index = 0;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[index++] ?? 'x';
    // The caller's own id where the route is about a user: past the self-or-admin guard.
    if (name === 'id' && route.path.startsWith('/api/users/') && value === 'self') return admin.id;
    return value.startsWith('%') ? value : encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `${system.baseUrl}${path}${search ? `?${search}` : ''}`;
}

// Would the server take this body as valid? Then it must not be sent: it could be a real command.
function acceptable(contract: RouteContract | null, bodyCase: BodyCase): boolean {
  if (bodyCase.raw !== undefined) return false;
  if (findInputProblem(bodyCase.body)) return false;
  if (!contract?.body) return false;
  if (contract.body === 'none') {
    // Judged as the server receives it: `{ a: undefined }` goes out as `{}`.
    const sent: unknown = bodyCase.body === undefined ? undefined : JSON.parse(JSON.stringify(bodyCase.body) ?? 'null');
    return sent === undefined || (typeof sent === 'object' && sent !== null && !Array.isArray(sent) && Object.keys(sent).length === 0);
  }
  return contract.body.safeParse(bodyCase.body).success;
}

// A body declared compressed that happens to decompress (a lone "9" is a valid, empty brotli stream) is
// read by the server as what it decompresses to, not as the hostile text that was sent: such a case says
// nothing about the hostile body, so it is not sent.
const decoders: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };
function decompresses(bodyCase: BodyCase | null, headers: Record<string, string>): boolean {
  const decode = decoders[headers['Content-Encoding'] ?? ''];
  if (!decode || !bodyCase) return false;
  try {
    decode(Buffer.from(bodyCase.raw ?? JSON.stringify(bodyCase.body)));
    return true;
  } catch {
    return false;
  }
}

type Sent = { status: number; text: string; request: string };

async function send(route: ServedRoute, url: string, bodyCase: BodyCase | null, headers: Record<string, string>): Promise<Sent> {
  const body = bodyCase ? (bodyCase.raw ?? JSON.stringify(bodyCase.body)) : undefined;
  const response = await fetch(url, { method: route.method, headers: { ...headers, Authorization: `Bearer ${admin.token}` }, body });
  const text = await response.text();
  return {
    status: response.status,
    text,
    request: `${route.method} ${url.slice(0, 300)} ${JSON.stringify(headers)} ${bodyCase?.kind ?? 'no body'}: ${(body ?? '').slice(0, 300)}`,
  };
}

// /api/health's documented answer while a dependency is down (here: no projections process) is 503.
const documented5xx = (sent: Sent) => sent.status === 503 && sent.request.includes('/api/health');

function expectReadableRefusal(sent: Sent, mayRead: boolean): void {
  if (documented5xx(sent)) return;
  expect(sent.status, sent.request).toBeLessThan(500);
  if (!mayRead) expect(sent.status, `${sent.request} → ${sent.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  if (sent.status < 400) return;
  const reply = JSON.parse(sent.text) as { error?: unknown };
  expect(typeof reply.error, sent.request).toBe('string');
  const message = reply.error as string;
  expect(message.length, sent.request).toBeGreaterThan(5);
  expect(message.length, sent.request).toBeLessThan(400);
  // A sentence for a person, not internals.
  expect(message, sent.request).not.toMatch(
    /\bat \S+\.(ts|js):\d+|TypeError|ReferenceError|ZodError|invalid input syntax|violates|\bSQL\b/,
  );
}

describe('the route table', () => {
  it('lists every /api route, and every route that writes declares what its body may be', () => {
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes.filter((route) => writes(route) && !route.contract?.body).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });
});

describe('hostile input on every route', () => {
  for (const route of routes) {
    const paramCount = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
    const params = fc.array(fc.oneof(hostileParam, fc.constant('self')), { minLength: paramCount, maxLength: paramCount });
    it(`${route.method} ${route.path}`, async () => {
      const before = await eventCount();
      if (writes(route)) {
        const bodies = hostileBodies(route.contract?.body ?? 'none');
        await fc.assert(
          fc.asyncProperty(
            params,
            bodies,
            hostileHeaders,
            fc.option(hostileQueries(route.contract?.query), { nil: undefined }),
            async (values, bodyCase, headers, query) => {
              fc.pre(!acceptable(route.contract, bodyCase) && !decompresses(bodyCase, headers));
              expectReadableRefusal(await send(route, addressFor(route, values, query ?? []), bodyCase, headers), false);
            },
          ),
          { numRuns: 30 },
        );
        // An action with a hostile address and no body at all (a body-less action on a real id would act).
        if (paramCount > 0) {
          await fc.assert(
            fc.asyncProperty(fc.array(hostileParam, { minLength: paramCount, maxLength: paramCount }), async (values) => {
              expectReadableRefusal(await send(route, addressFor(route, values, []), null, {}), false);
            }),
            { numRuns: 10 },
          );
        }
        // Headers over Node's limit, and a body over ours, once per route.
        const longAddress = await send(
          route,
          `${addressFor(route, Array(paramCount).fill('self'), [])}?q=${'x'.repeat(20_000)}`,
          { kind: 'empty', body: {} },
          { 'Content-Type': 'application/json' },
        );
        expect(longAddress.status, longAddress.request).toBe(431);
        expect(JSON.parse(longAddress.text)).toEqual({ error: 'The address or headers are too long' });
        const huge = await send(
          route,
          addressFor(route, Array(paramCount).fill('self'), []),
          { kind: 'over 1 MB', body: { text: 'x'.repeat(1_100_000) } },
          { 'Content-Type': 'application/json' },
        );
        expect(huge.status, huge.request).toBe(413);
      } else {
        await fc.assert(
          fc.asyncProperty(params, hostileQueries(route.contract?.query), async (values, query) => {
            expectReadableRefusal(await send(route, addressFor(route, values, query), null, {}), true);
          }),
          { numRuns: 15 },
        );
      }
      expect(await eventCount()).toBe(before);
    });
  }
});
