import fc from 'fast-check';
import type { z } from 'zod';

// Hostile input for a route, derived from the zod schema it declares (backend/src/http/accepts.ts): a
// plausible object of the schema's shape with one thing wrong (a field missing, of another type, text
// with a NUL, prototype keys, nesting too deep), or not an object at all. Used by route-fuzz.int.test.ts.

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; optin?: string } })._zod.def;
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

// The schema under wrappers (optional, nullable, default, pipe): what a value must really be.
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    const next =
      def.type === 'pipe'
        ? def.in
        : ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
          ? def.innerType
          : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.shape ? def.shape : null;
}

// A value of roughly the right shape: the base a single mutation is applied to.
export function plausible(schema: z.ZodType, depth = 0): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (depth > 6) return null;
  switch (def.type) {
    case 'string':
      return 'a';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? 'a';
    case 'literal':
      return def.values?.[0] ?? null;
    case 'union':
      return def.options?.[0] ? plausible(def.options[0], depth + 1) : null;
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, plausible(field, depth + 1)]));
    default:
      return 'a';
  }
}

const jsonTypeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

// JSON values of any type but `avoid`'s.
const otherJson = (avoid: unknown) =>
  fc
    .oneof(
      fc.string({ maxLength: 20 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    )
    .filter((value) => jsonTypeOf(value) !== jsonTypeOf(avoid));

// Text no field should take as it is.
export const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    '',
    ' ',
    '\u202e\u0000',
    '🧨'.repeat(300),
    'x'.repeat(20_000),
    "'; drop table events; --",
    '<script>alert(1)</script>\u0000',
    '\ud800',
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const deepValue = fc.integer({ min: 33, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
});

// `raw`, when set, is sent as the body text instead of JSON.stringify(body).
export type BodyCase = { kind: string; body: unknown; raw?: string };

// Hostile bodies for a schema (or for a route that takes none).
export function hostileBodies(schema: z.ZodType | 'none'): fc.Arbitrary<BodyCase> {
  const notAnObject = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
    fc.boolean(),
  );
  if (schema === 'none') {
    return fc.oneof(
      fc
        .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.anything({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 })
        .map((body) => ({ kind: 'a body where none is taken', body })),
      notAnObject.map((body) => ({ kind: 'not an object', body })),
    );
  }
  const shape = objectShape(schema);
  if (!shape) return fc.oneof(notAnObject, hostileText, deepValue).map((body) => ({ kind: 'hostile value', body }));
  const base = plausible(schema) as Record<string, unknown>;
  const keys = Object.keys(shape);
  const required = keys.filter((key) => !isOptional(shape[key] as z.ZodType));
  const variants: fc.Arbitrary<BodyCase>[] = [
    notAnObject.map((body) => ({ kind: 'not an object', body })),
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => {
      const rest = JSON.stringify(base).slice(1);
      return {
        kind: `${key} key`,
        body: undefined,
        raw: `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '}' : `,${rest}`}`,
      };
    }),
    fc
      .constantFrom('{"a":', '{a:1}', "{'a':1}", '[1,2', 'undefined', '{"a":1}{"b":2}', '\u0000')
      .map((raw) => ({ kind: 'not JSON', body: undefined, raw })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    variants.push(
      fc
        .tuple(key, fc.anything({ maxDepth: 1 }))
        .chain(([field]) =>
          otherJson(base[field]).map((value) => ({ kind: `${field} of another type`, body: { ...base, [field]: value } })),
        ),
      fc.tuple(key, hostileText).map(([field, text]) => ({ kind: `${field} as hostile text`, body: { ...base, [field]: text } })),
      fc.tuple(key, deepValue).map(([field, value]) => ({ kind: `${field} nested too deeply`, body: { ...base, [field]: value } })),
      fc
        .tuple(key, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }))
        .map(([field, extra]) => ({ kind: `${field} with extra fields and NUL`, body: { ...extra, ...base, [field]: '\u0000' } })),
    );
  }
  if (required.length > 0) {
    variants.push(
      fc.constantFrom(...required).map((field) => {
        const body = { ...base };
        delete body[field];
        return { kind: `without ${field}`, body };
      }),
    );
  }
  return fc.oneof(...variants);
}

// Query strings for a route's query schema (or for none), as [key, value] pairs (a key may repeat).
export function hostileQueries(schema: z.ZodType | undefined): fc.Arbitrary<[string, string][]> {
  const shape = schema ? objectShape(schema) : null;
  const keys = Object.keys(shape ?? {});
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  const value = fc.oneof(
    hostileText.map((text) => text.slice(0, 2000)),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('true', 'false', '2026-02-30', '9999-99-99', '-1', '1e309', 'null', '[object Object]'),
  );
  return fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 });
}

// Path parameters: what a hostile caller puts in an address.
export const hostileParam = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom(
    '0',
    '-1',
    'null',
    'undefined',
    '..',
    '%',
    '%zz',
    'x'.repeat(3000),
    '00000000-0000-0000-0000-000000000000',
    "1' or '1'='1",
    'a\u0000b',
    '__proto__',
    'constructor',
  ),
);

// Headers a client may get wrong: the body's type and encoding, and the idempotency key.
export const hostileHeaders = fc.record(
  {
    'Content-Type': fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/xml',
      '',
    ),
    'Content-Encoding': fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'identity'),
    'Idempotency-Key': fc.oneof(fc.constantFrom('short', 'has spaces in it', 'x'.repeat(300), 'ünïcödé-key-1'), fc.uuid()),
  },
  { requiredKeys: [] },
);
