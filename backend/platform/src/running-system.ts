import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { resolveFromRoot, type Config } from './config';

// What `npm start` records in DATA_DIR/system.json while it runs (scripts/lib/system.mjs), for tools on this
// machine: where the running system's embedded services are. It removes the file when it stops; a file left
// by a system that was killed names a process that is gone, and is ignored.
const systemFileSchema = z.object({
  pid: z.number().int().positive(),
  url: z.string(),
  databaseUrl: z.string().min(1),
  redisUrl: z.string().optional(),
});
export type RunningSystem = z.infer<typeof systemFileSchema>;

export const systemFile = (dataDir: string) => join(resolveFromRoot(dataDir), 'system.json');

export function findRunningSystem(dataDir: string): RunningSystem | null {
  let recorded: unknown;
  try {
    recorded = JSON.parse(readFileSync(systemFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const parsed = systemFileSchema.safeParse(recorded);
  if (!parsed.success) return null;
  try {
    process.kill(parsed.data.pid, 0);
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return parsed.data;
}

// DATABASE_URL when set; otherwise the database of the system `npm start` is running on this machine (its
// embedded PostgreSQL, recorded in DATA_DIR/system.json), as a person who just started it expects.
export function toolDatabaseUrl(config: Config): string {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const running = findRunningSystem(config.DATA_DIR);
  if (running) {
    console.error(`Using the database of the system running at ${running.url} (${systemFile(config.DATA_DIR)}).`);
    return running.databaseUrl;
  }
  console.error(
    `DATABASE_URL is required: no system started with npm start is running with its data in ${config.DATA_DIR} (start one, or set DATABASE_URL).`,
  );
  process.exit(1);
}
