// A minimal .env reader for the dependency-free launcher; the processes validate everything with zod.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readDotEnv(root) {
  const file = join(root, '.env');
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
