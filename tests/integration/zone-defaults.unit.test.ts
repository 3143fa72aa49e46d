import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// eslint-disable-next-line import-x/no-extraneous-dependencies -- the root's own TypeScript, hoisted for every workspace, parses the sources
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every location has its own zone: a function that computes a local day or time takes the zone as a required
// argument, so forgetting it fails to compile instead of silently computing on the business's clock. Only
// the demo seed (the demo business is in Chicago) and test fixtures may default a zone.

const root = join(import.meta.dirname, '../..');
const scanned = ['shared/src', 'backend/src', 'backend/platform/src', 'projections/src', 'workers/src', 'frontend/src'];
// The demo seed: each module's backend/src/<module>/demo-*.ts, and the composer in backend/src/seed/.
const exempt = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.startsWith('backend/src/seed/') || /^backend\/src\/[a-z-]+\/demo-[a-z-]+\.ts$/.test(path);

const zoneName = /zone$/i;
const zoneValue = /^(BUSINESS_TIME_ZONE|DEFAULT_LOCATION_TIME_ZONE|businessZone)$|^['"`][A-Z][a-z]+\/[A-Za-z_]+['"`]$/;

// Where a source defaults a zone: a parameter or destructured binding named like a zone that has a default,
// or any default that is the business zone. Example: zoneDefaults('f.ts', 'function f(zone = BUSINESS_TIME_ZONE) {}') → ['f.ts:1 zone']
export function zoneDefaults(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isParameter(node) || ts.isBindingElement(node)) && node.initializer) {
      const name = node.name.getText(source);
      if (zoneName.test(name) || zoneValue.test(node.initializer.getText(source).trim())) {
        found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('zones are never defaulted', () => {
  it('finds a defaulted zone parameter, a destructured one and a business-zone default under another name', () => {
    expect(zoneDefaults('a.ts', 'export function clock(instant: number, zone: string = BUSINESS_TIME_ZONE) {}')).toEqual(['a.ts:1 zone']);
    expect(zoneDefaults('b.ts', 'const f = ({ timeZone = "UTC" }: { timeZone?: string }) => timeZone;')).toEqual(['b.ts:1 timeZone']);
    expect(zoneDefaults('c.ts', "function g(where = 'America/Chicago') {}")).toEqual(['c.ts:1 where']);
    expect(zoneDefaults('d.ts', 'function h(date: string, zone: string) {}')).toEqual([]);
  });

  it('holds in every workspace outside the demo seed and the tests', () => {
    const files = scanned.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !exempt(relative(root, file)));
    expect(files.length).toBeGreaterThan(300);
    // Only a file that names a zone can default one: the rest are not parsed.
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return /zone/i.test(text) || /['"`][A-Z][a-z]+\/[A-Z]/.test(text) ? zoneDefaults(relative(root, file), text) : [];
    });
    expect(found).toEqual([]);
  }, 120_000);
});
