import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (lint)', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'Node-only module'],
    ["import crypto from 'crypto';\nexport const x = crypto;", 'Node-only module'],
    ["import { loadConfig } from '@chairside/platform/config';\nexport const x = loadConfig;", 'never server workspaces'],
    ["import { x as y } from '@chairside/projections/migration-folder';\nexport const x = y;", 'never server workspaces'],
  ])('refuses %j in the frontend', async (code, message) => {
    expect((await problems(code, 'frontend/src/example.ts')).join('\n')).toContain(message);
  });

  it('refuses Node modules, other workspaces and other libraries in shared', async () => {
    expect((await problems("import { join } from 'node:path';\nexport const x = join;", 'shared/src/example.ts')).join('\n')).toContain(
      'Node-only module',
    );
    expect(
      (await problems("import { x as y } from '@chairside/frontend/app';\nexport const x = y;", 'shared/src/example.ts')).join('\n'),
    ).toContain('never server workspaces');
    expect((await problems("import express from 'express';\nexport const x = express;", 'shared/src/example.ts')).join('\n')).toContain(
      'shared may import only zod, luxon',
    );
  });

  // The server side's graph runs one way: backend → projections → platform → shared; workers → platform.
  it.each([
    [
      "import { bookAppointment } from '@chairside/backend/appointments/appointment-service';\nexport const x = bookAppointment;",
      'projections/src/example.ts',
      'never backend or workers',
    ],
    ["import { createApp } from '@chairside/backend/app';\nexport const x = createApp;", 'workers/src/example.ts', 'never backend code'],
    [
      "import { projections } from '@chairside/projections/registry';\nexport const x = projections;",
      'workers/src/example.ts',
      'never backend code',
    ],
    [
      "import { projections } from '@chairside/projections/registry';\nexport const x = projections;",
      'backend/platform/src/example.ts',
      'The platform imports no app package',
    ],
    [
      "import { startOutboxWorker } from '@chairside/workers/outbox/outbox-worker';\nexport const x = startOutboxWorker;",
      'backend/src/example.ts',
      'backend may import projections',
    ],
    [
      "import { createApp } from '../../backend/src/app';\nexport const x = createApp;",
      'projections/src/example.ts',
      'Relative import from another package',
    ],
  ])('refuses the back edge %j in %s', async (code, filePath, message) => {
    expect((await problems(code, filePath)).join('\n')).toContain(message);
  });

  it('refuses a library the workspace does not declare in its package.json', async () => {
    expect(
      (await problems("import express from 'express';\nexport const x = express;", 'projections/src/example.ts')).join('\n'),
    ).toContain("'express' should be listed in the project's dependencies");
  });

  it('allows each layer the one below it', async () => {
    expect(
      await problems(
        "import { loadConfig } from '@chairside/platform/config';\nexport const x = loadConfig;",
        'projections/src/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems("import { loadConfig } from '@chairside/platform/config';\nexport const x = loadConfig;", 'workers/src/example.ts'),
    ).toEqual([]);
    expect(
      await problems(
        "import { projections } from '@chairside/projections/registry';\nexport const x = projections;",
        'backend/src/example.ts',
      ),
    ).toEqual([]);
  });

  it('allows the frontend to use shared, and shared to use zod and luxon', async () => {
    expect(
      await problems(
        "import { DEFAULT_COLORS } from '@chairside/shared/constants';\nexport const x = DEFAULT_COLORS;",
        'frontend/src/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { z } from 'zod';\nimport { DateTime } from 'luxon';\nexport const x = [z, DateTime];",
        'shared/src/example.ts',
      ),
    ).toEqual([]);
  });

  // A frontend module reaches another only through its public entry (index.ts, <module>-queries.ts); the
  // shell may also load a route page. Shared pieces live in frontend/src/ui.
  it('refuses a frontend module reaching into another module, and allows its public entry', async () => {
    const into = "import { ServiceDialog } from '../services/components/service-dialog';\nexport const x = ServiceDialog;";
    expect((await problems(into, 'frontend/src/modules/staff/example.ts')).join('\n')).toContain(
      'Another module is reached only through its public entry',
    );
    const intoHooks = "import { useCreateStaff } from '../staff/hooks/use-staff-commands';\nexport const x = useCreateStaff;";
    expect((await problems(intoHooks, 'frontend/src/modules/staff-schedule/example.ts')).join('\n')).toContain('no-restricted-paths');
    const fromShell = "import { StaffAvatar } from '../modules/staff/components/staff-avatar';\nexport const x = StaffAvatar;";
    expect((await problems(fromShell, 'frontend/src/shell/example.ts')).join('\n')).toContain(
      'Outside the modules, a module is reached through its index.ts',
    );
    expect(
      await problems(
        "import { serviceQueries } from '../services/services-queries';\nexport const x = serviceQueries;",
        'frontend/src/modules/staff/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { StaffAvatar } from '../staff';\nexport const x = StaffAvatar;",
        'frontend/src/modules/staff-schedule/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { StaffFormDialog } from './components/staff-form-dialog';\nexport const x = StaffFormDialog;",
        'frontend/src/modules/staff/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { StaffPage } from '../modules/staff/staff-page';\nexport const x = StaffPage;",
        'frontend/src/shell/example.ts',
      ),
    ).toEqual([]);
  });
});
