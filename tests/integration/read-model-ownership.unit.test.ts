import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownedTables } from '@chairside/projections/engine/projection-module';
import { projectionModules } from '@chairside/projections/modules';

// A read model is read only through its owner's queries: the files of a projections module
// (projections/src/<module>/) touch only the tables its projections create, and everything else (the other
// projections code, the backend, the workers) touches none. Another module's data is asked of its
// `*-queries.ts` (batched lookups such as clientContactsByIds), never joined.

const root = resolve(import.meta.dirname, '../..');

type Token = { kind: 'code' | 'string' | 'template'; text: string; line: number };

// Splits TypeScript source into code, string literals and template literals (a template's `${…}` reads as
// " ? " in its text; the code inside is lexed as code), dropping comments.
function lex(source: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  let code = '';
  let codeLine = 1;
  // The last significant character of code, to tell a regular expression from a division.
  let previous = '';
  let depth = 0;
  const open: { template: Token; depth: number }[] = [];
  const flush = () => {
    if (code.trim()) out.push({ kind: 'code', text: code, line: codeLine });
    code = '';
    codeLine = line;
  };
  // Reads a template's text up to its end (true) or the start of an expression (false).
  const readTemplate = (template: Token): boolean => {
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        template.text += source.slice(i, i + 2);
        if (source[i + 1] === '\n') line += 1;
        i += 2;
      } else if (c === '`') {
        i += 1;
        return true;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        template.text += ' ? ';
        return false;
      } else {
        if (c === '\n') line += 1;
        template.text += c;
        i += 1;
      }
    }
    return true;
  };
  const continueTemplate = (template: Token, outerDepth: number) => {
    if (readTemplate(template)) depth = outerDepth;
    else {
      open.push({ template, depth: outerDepth });
      depth = 0;
    }
    previous = 'a';
    codeLine = line;
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      line += (source.slice(i, stop).match(/\n/g) ?? []).length;
      i = stop;
    } else if (c === "'" || c === '"') {
      flush();
      const start = line;
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\') {
          text += source.slice(i, i + 2);
          i += 2;
        } else {
          text += source[i];
          i += 1;
        }
      }
      i += 1;
      out.push({ kind: 'string', text, line: start });
      previous = 'a';
      codeLine = line;
    } else if (c === '`') {
      flush();
      const template: Token = { kind: 'template', text: '', line };
      out.push(template);
      i += 1;
      continueTemplate(template, depth);
    } else if (c === '/' && (previous === '' || '(,=:[!&|?{};+-*%<>~^'.includes(previous) || /\b(return|typeof|case)\s*$/.test(code))) {
      // A regular expression literal: skipped whole (a quote or backtick inside is not a string).
      let inClass = false;
      i += 1;
      while (i < source.length && (source[i] !== '/' || inClass) && source[i] !== '\n') {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i += 1;
      code += ' /regex/ ';
      previous = 'a';
    } else if (c === '}' && depth === 0 && open.length > 0) {
      flush();
      const { template, depth: outer } = open.pop() as { template: Token; depth: number };
      i += 1;
      continueTemplate(template, outer);
    } else {
      if (c === '{') depth += 1;
      if (c === '}') depth -= 1;
      if (c === '\n') line += 1;
      code += c;
      if (!/\s/.test(c)) previous = c;
      i += 1;
    }
  }
  flush();
  return out;
}

type TableUse = { table: string; line: number; how: string };

// Kysely's calls naming a table first: `selectFrom('clients as c')`, `leftJoin('users as u', …)`.
const kyselyCall =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|crossJoinLateral)\(\s*\[?\s*$/;
// A projection's own generation tables: `context.tables.select('appointments', …)`, `tables.rows(…)`.
const generationCall = /\btables\.(select|rows|lists|insert)\(\s*$/;
// `sql.table('clients')`, `sql.id('public', 'clients')`.
const sqlIdentifier = /\bsql\.(table|id)\(\s*$/;
// Raw SQL: `from clients`, `join public.users`, `insert into …`, `update …`, `to_regclass('public.services')`.
const rawSql = /\b(from|join|into|update|table)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)|\bpublic\.([a-z_][a-z0-9_]*)/gi;

const tableOf = (argument: string) => (argument.trim().split(/\s+as\s+/i)[0] ?? '').replace(/^public\./, '').trim();

// Every table name a source file hands to kysely or writes in SQL (names that are not tables, such as CTEs
// or columns, come along too: the caller keeps only read models' table names).
function tablesUsed(source: string): TableUse[] {
  const tokens = lex(source);
  const uses: TableUse[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'template') {
      for (const match of token.text.matchAll(rawSql)) {
        const table = match[2] ?? match[3];
        if (table) uses.push({ table: table.toLowerCase(), line: token.line, how: `sql \`…${match[0]}…\`` });
      }
      return;
    }
    if (token.kind !== 'code') return;
    const call = kyselyCall.exec(token.text) ?? generationCall.exec(token.text) ?? sqlIdentifier.exec(token.text);
    if (!call) return;
    // The call's string arguments: the first for kysely and the generation tables, the last for sql.id.
    const strings: Token[] = [];
    for (let at = index + 1; tokens[at]?.kind === 'string'; at += 2) {
      strings.push(tokens[at] as Token);
      if (!/^\s*,\s*$/.test(tokens[at + 1]?.text ?? '') || call[1] !== 'id') break;
    }
    const argument = call[1] === 'id' ? strings[strings.length - 1] : strings[0];
    if (argument) uses.push({ table: tableOf(argument.text), line: argument.line, how: `${call[1]}('${argument.text}')` });
  });
  return uses;
}

// The read-model tables a file touches that `owned` does not list, as `file:line how (owner)`.
function trespasses(file: string, source: string, owned: ReadonlySet<string>, owners: ReadonlyMap<string, string>): string[] {
  return tablesUsed(source)
    .filter(({ table }) => owners.has(table) && !owned.has(table))
    .map(({ table, line, how }) => `${file}:${line} ${how}: ${table} belongs to ${owners.get(table)}`);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const owners = new Map<string, string>();
const doubled: string[] = [];
for (const module of projectionModules) {
  for (const table of ownedTables(module)) {
    if (owners.has(table)) doubled.push(`${table}: ${owners.get(table)} and ${module.name}`);
    owners.set(table, module.name);
  }
}

const projectionsSrc = join(root, 'projections/src');
const moduleDirectories = readdirSync(projectionsSrc).filter(
  (name) =>
    statSync(join(projectionsSrc, name)).isDirectory() && statSync(join(projectionsSrc, name, 'manifest.ts'), { throwIfNoEntry: false }),
);

function check(files: readonly string[], owned: ReadonlySet<string>): string[] {
  return files.flatMap((path) => trespasses(relative(root, path), readFileSync(path, 'utf8'), owned, owners));
}

describe('read model ownership', () => {
  it('knows every table from the modules’ projections, each owned by one module, each module a folder', () => {
    expect(doubled).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
    expect([...moduleDirectories].sort()).toEqual(projectionModules.map((module) => module.name).sort());
  });

  it.each(projectionModules.map((module) => [module.name, module] as const))(
    'the %s module touches only its own tables',
    (name, module) => {
      expect(check(sourceFiles(join(projectionsSrc, name)), new Set(ownedTables(module)))).toEqual([]);
    },
  );

  it("the projections' shared code (engine, change feed, composition), the backend and the workers touch no read model's table", () => {
    const shared = readdirSync(projectionsSrc)
      .filter((name) => !moduleDirectories.includes(name))
      .flatMap((name) => {
        const path = join(projectionsSrc, name);
        return statSync(path).isDirectory() ? sourceFiles(path) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
      });
    const files = [...shared, ...sourceFiles(join(root, 'backend/src')), ...sourceFiles(join(root, 'workers/src'))];
    expect(files.length).toBeGreaterThan(50);
    expect(check(files, new Set())).toEqual([]);
  });

  it('sees a join of another module’s table, in kysely and in raw SQL, and lets a module use its own', () => {
    const waitlist = new Set(['waitlist_entries', 'waitlist_appointments']);
    const source = [
      "// A comment naming selectFrom('clients') is no use of it.",
      'const rows = await db',
      "  .selectFrom('waitlist_entries as w')",
      "  .leftJoin('clients as c', 'c.id', 'w.client_id')",
      "  .select(['w.id', 'c.first_name'])",
      '  .execute();',
      "const phone = /[^0-9'`]/g;",
      "await context.tables.select('appointments', 'id', ids);",
      "await sql<{ ok: boolean }>`select to_regclass('public.services') is not null as ok`.execute(db);",
      'await sql`select s.name from ${sql.id(schema, table)} w join users u on u.id = w.staff_id ${flag ? sql`where true` : sql``}`.execute(db);',
      "const label = 'update clients';",
    ].join('\n');
    expect(trespasses('waitlist/example.ts', source, waitlist, owners)).toEqual([
      "waitlist/example.ts:4 leftJoin('clients as c'): clients belongs to clients",
      "waitlist/example.ts:8 select('appointments'): appointments belongs to appointments",
      'waitlist/example.ts:9 sql `…public.services…`: services belongs to catalogue',
      'waitlist/example.ts:10 sql `…join users…`: users belongs to identity',
    ]);
    expect(trespasses('backend/example.ts', "await readDb.selectFrom('staff_members').selectAll().execute();", new Set(), owners)).toEqual([
      "backend/example.ts:1 selectFrom('staff_members'): staff_members belongs to team",
    ]);
  });
});
