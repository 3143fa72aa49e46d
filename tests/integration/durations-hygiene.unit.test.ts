import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Minutes become milliseconds in one place, shared/src/format/durations.ts (MINUTE_MS, HOUR_MS, minutesToMs,
// addMinutes, minutesBetween, overlaps…). Production code that keeps its own minute constant, or multiplies
// and divides by 60_000 itself, drifts from it one rounding at a time. Tests are left out.

const root = join(import.meta.dirname, '../..');
const scanned = ['shared/src', 'backend/src', 'backend/platform/src', 'projections/src', 'workers/src', 'frontend/src'];
const exempt = (path: string) => /\.test\.tsx?$/.test(path) || path === 'shared/src/format/durations.ts';

// A minute or an hour in milliseconds, however it is spelled.
const minuteLiteral = String.raw`(?:60_?000|3_?600_?000|60\s*\*\s*1_?000|1_?000\s*\*\s*60)\b`;
const rules: [string, RegExp][] = [
  ['multiplies or divides by a minute in milliseconds', new RegExp(String.raw`[*/]\s*\(?\s*${minuteLiteral}|\b${minuteLiteral}\s*[*/]`)],
  [
    'declares a constant worth a minute or an hour',
    new RegExp(String.raw`\b(?:const|let|var)\s+\w+\s*(?::\s*number\s*)?=\s*${minuteLiteral}\s*[;,]`),
  ],
  [
    'declares its own minute or hour constant',
    /\b(?:const|let|var)\s+(?:minute|minuteMs|minuteInMs|msPerMinute|ms_per_minute|oneMinute|hour|hourMs|hourInMs|msPerHour|ms_per_hour|oneHour|minute_ms|hour_ms)\s*(?::\s*number\s*)?=\s*(?:[\d(]|MINUTE_MS|HOUR_MS)/i,
  ],
  ['renames MINUTE_MS or HOUR_MS on import', /\b(?:MINUTE_MS|HOUR_MS)\s+as\s+\w+/],
];

// Each offending line as 'file:line rule'. Comments are not code: whole-line comments and trailing `// …` are skipped.
// Example: durationProblems('a.ts', 'const end = start + 30 * 60_000;') → ['a.ts:1 multiplies or divides by a minute in milliseconds']
export function durationProblems(fileName: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return;
    const code = line.replace(/\s\/\/.*$/, '');
    for (const [rule, pattern] of rules) if (pattern.test(code)) found.push(`${fileName}:${index + 1} ${rule}`);
  });
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('minute arithmetic lives in shared/src/format/durations.ts', () => {
  it('finds a hand-written minute: a multiplication, a division, a local constant, a renamed import', () => {
    const sample = [
      "import { MINUTE_MS as minute } from '@chairside/shared/format/durations';",
      'const minute = 60_000;',
      'const quarterHour = 15 * 60_000;',
      'const late = hours * 60 * 60 * 1000;',
      'const waited = Math.ceil(ms / 60000);',
      'const HOUR = 3_600_000;',
      'const lookBack: number = 60_000;',
      'const hour = 60 * MINUTE_MS;',
    ].join('\n');
    expect(durationProblems('sample.ts', sample)).toEqual([
      'sample.ts:1 renames MINUTE_MS or HOUR_MS on import',
      'sample.ts:2 declares a constant worth a minute or an hour',
      'sample.ts:2 declares its own minute or hour constant',
      'sample.ts:3 multiplies or divides by a minute in milliseconds',
      'sample.ts:4 multiplies or divides by a minute in milliseconds',
      'sample.ts:5 multiplies or divides by a minute in milliseconds',
      'sample.ts:6 declares a constant worth a minute or an hour',
      'sample.ts:6 declares its own minute or hour constant',
      'sample.ts:7 declares a constant worth a minute or an hour',
      'sample.ts:8 declares its own minute or hour constant',
    ]);
  });

  it('lets the module itself, timeouts written as a value, comments and minutes of the day be', () => {
    const sample = [
      "import { addMinutes, HOUR_MS, MINUTE_MS } from '@chairside/shared/format/durations';",
      'const end = addMinutes(start, item.durationMinutes);',
      'const late = hours * HOUR_MS;',
      'const waited = Math.ceil(ms / MINUTE_MS);',
      'const pool = new Pool({ connectionTimeoutMillis: 60_000 });',
      '// Example: toIntervals([{ start: 0, end: 60_000 }]) is one minute',
      'const ninePm = 21 * 60; // minutes of the day, not milliseconds: 60 * 1000 is not here',
      'const minutes = (n: number) => minutesToMs(n) / 1000;',
      'const price = 600_000;',
      'const hour = Math.min(Number(time.slice(0, 2)) + 1, 23);',
    ].join('\n');
    expect(durationProblems('fine.ts', sample)).toEqual([]);
  });

  it('holds in production code of every workspace, the demo seed included', () => {
    const files = scanned.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !exempt(relative(root, file)));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => durationProblems(relative(root, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
