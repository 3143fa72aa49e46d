import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdExpiryQueueName } from '@chairside/backend/appointments/index';
import { clientImportQueueName } from '@chairside/backend/client-imports/index';
import { operationsQueueNames } from '@chairside/backend/system/index';
import { missedClockOutQueueName } from '@chairside/backend/time-clock/index';
import { outboxQueueName } from '@chairside/platform/messaging/outbox-jobs';
import { systemQueueName } from '@chairside/workers/system/system-queue';

// The metrics and the queue board show the queues the backend lists (it cannot import the workers); every
// queue a worker runs must be on that list, or its backlog would go unseen.

const workersSource = resolve(import.meta.dirname, '../../workers/src');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });

const known: Record<string, string> = {
  systemQueueName,
  outboxQueueName,
  holdExpiryQueueName,
  clientImportQueueName,
  missedClockOutQueueName,
};

describe('the queues the operators see', () => {
  it('are every queue a worker runs', () => {
    const workerQueues = sourceFiles(workersSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/new Worker\(\s*([A-Za-z_$][\w$]*)/g)].map((match) => match[1] as string),
    );
    expect(workerQueues.length).toBeGreaterThan(0);
    for (const constant of workerQueues) expect(Object.keys(known), `a worker runs the queue named by ${constant}`).toContain(constant);
    expect([...operationsQueueNames].sort()).toEqual(Object.values(known).sort());
  });
});
