import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveFromRoot, type Config } from '../config';

// The master key wraps every client's data key (data-keys.ts) and keys the claims' HMAC (claim-hash.ts).
// PERSONAL_DATA_KEY (32 bytes, base64 or hex) in production; unset, one is made once under DATA_DIR, as
// the embedded services keep their data there, and every process of that directory reads the same file.
// Losing it makes every sealed field unreadable: back it up with the database.
export const masterKeyFileName = 'personal-data.key';

export function parseMasterKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('PERSONAL_DATA_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

const loaded = new Map<string, Buffer>();

export function loadMasterKey(config: Pick<Config, 'PERSONAL_DATA_KEY' | 'DATA_DIR'>): Buffer {
  if (config.PERSONAL_DATA_KEY) return parseMasterKey(config.PERSONAL_DATA_KEY);
  const file = join(resolveFromRoot(config.DATA_DIR), masterKeyFileName);
  const known = loaded.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = parseMasterKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    try {
      // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    }
    key = parseMasterKey(readFileSync(file, 'utf8'));
  }
  loaded.set(file, key);
  return key;
}

// A key of its own for each use, so the master key itself never meets data.
export const deriveKey = (master: Buffer, purpose: string): Buffer => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));

export const hmacHex = (key: Buffer, value: string): string => createHmac('sha256', key).update(value).digest('hex');
