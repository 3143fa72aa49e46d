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
    [
      "import { createApp } from '@chairside/backend/app';\nexport const x = createApp;",
      'workers/src/example.ts',
      "a backend module's public entry",
    ],
    [
      "import { projections } from '@chairside/projections/registry';\nexport const x = projections;",
      'workers/src/example.ts',
      "a backend module's public entry",
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
    [
      "import { daybookDecider } from '@chairside/backend/appointments/daybook-decider';\nexport const x = daybookDecider;",
      'workers/src/example.ts',
      "a backend module's public entry",
    ],
    [
      "import { startTestWorkers } from '@chairside/workers/testing/test-workers';\nexport const x = startTestWorkers;",
      'backend/testing/example.ts',
      'never workers',
    ],
  ])('refuses the back edge %j in %s', async (code, filePath, message) => {
    expect((await problems(code, filePath)).join('\n')).toContain(message);
  });

  it("allows workers a backend module's public entry, and nothing else of the backend", async () => {
    expect(
      await problems(
        "import { expireHold } from '@chairside/backend/appointments/index';\nexport const x = expireHold;",
        'workers/src/example.ts',
      ),
    ).toEqual([]);
    expect(
      (
        await problems(
          "import { handleCommand } from '@chairside/backend/commands/handle-command';\nexport const x = handleCommand;",
          'workers/src/example.ts',
        )
      ).join('\n'),
    ).toContain('no-restricted-imports');
  });

  // A backend or projections module reaches another only through its public entry (index.ts; projections'
  // *-queries.ts too); infrastructure folders (commands, http, auth, engine, change-feed) are open to all.
  it('refuses a backend or projections module reaching into another module, and allows its public entry', async () => {
    const into = "import { daybookDecider } from '../appointments/daybook-decider';\nexport const x = daybookDecider;";
    expect((await problems(into, 'backend/src/booking/example.ts')).join('\n')).toContain(
      'Another module is reached only through its public entry',
    );
    const fromInfrastructure = "import { clientDecider } from '../clients/client-decider';\nexport const x = clientDecider;";
    expect((await problems(fromInfrastructure, 'backend/src/commands/example.ts')).join('\n')).toContain('no-restricted-paths');
    // The demo seed composes the modules' own demo seeds from the module list; it reaches into none of them.
    const seedInto = "import { seedDemoTeam } from '../team/demo-team';\nexport const x = seedDemoTeam;";
    expect((await problems(seedInto, 'backend/src/seed/example.ts')).join('\n')).toContain(
      'Another module is reached only through its public entry',
    );
    const seedTable =
      "import { staffMemberTable } from '@chairside/projections/team/staff-member-table';\nexport const x = staffMemberTable;";
    expect((await problems(seedTable, 'backend/src/seed/example.ts')).join('\n')).toContain("read only through its owner's queries");
    const table = "import { userAccountTable } from '../identity/user-account-table';\nexport const x = userAccountTable;";
    expect((await problems(table, 'projections/src/team/example.ts')).join('\n')).toContain(
      'Another module is reached only through its public entry',
    );
    const readModel = "import { clientTable } from '@chairside/projections/clients/client-table';\nexport const x = clientTable;";
    expect((await problems(readModel, 'backend/src/booking/example.ts')).join('\n')).toContain("read only through its owner's queries");
    for (const [code, filePath] of [
      ["import { loadDay } from '../appointments/index';\nexport const x = loadDay;", 'backend/src/booking/example.ts'],
      ["import { DomainError } from '../commands/domain-error';\nexport const x = DomainError;", 'backend/src/booking/example.ts'],
      ["import { backendModules } from '../modules';\nexport const x = backendModules;", 'backend/src/seed/example.ts'],
      ["import { demoStaff } from '../team/index';\nexport const x = demoStaff;", 'backend/src/catalogue/example.ts'],
      ["import { placeItems } from './daybook-placement';\nexport const x = placeItems;", 'backend/src/appointments/example.ts'],
      ["import { groupsOf } from '../identity/identity-queries';\nexport const x = groupsOf;", 'projections/src/team/example.ts'],
      [
        "import { searchClients } from '@chairside/projections/clients/client-queries';\nexport const x = searchClients;",
        'backend/src/booking/example.ts',
      ],
    ]) {
      expect(await problems(code!, filePath!), `${code} in ${filePath}`).toEqual([]);
    }
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
