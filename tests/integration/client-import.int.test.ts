import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientImportCheckSchema,
  clientImportSchema,
  clientImportUploadSchema,
  type ClientImport,
} from '@chairside/shared/client-imports/client-import-dto';
import { parseCsv } from '@chairside/backend/client-imports/client-import-csv';
import { clientProfileSchema, clientSummarySchema } from '@chairside/shared/clients/client-dto';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { callApi, signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { startTestWorkers } from '@chairside/workers/testing/test-workers';

// A CSV line as spreadsheets write it: a cell with a comma, quote or line break quoted.
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
const csvFile = (rows: readonly (readonly string[])[]) => rows.map(csvLine).join('\r\n');

// The CSV import end to end: upload (limits, encodings, malformed files), the dry run, the job in the
// workers, duplicates skipped or merged, the error report, and nothing half-done.

let system: TestSystem;
let manager: string;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo, workers: startTestWorkers });
  await waitForReadModels(system);
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
}, 120_000);
afterAll(() => system?.stop());

const upload = (body: string | Uint8Array, contentType = 'text/csv', fileName = 'clients.csv', token = manager) =>
  fetch(`${system.baseUrl}/api/client-imports?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
    body,
  });
const call = (method: string, path: string, body?: unknown) => callApi(system.baseUrl, method, path, manager, body);
const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(system.database.db)).rows[0]?.n);
const events = () => count(sql<{ n: string }>`select count(*) as n from events`);
const stagedRows = () => count(sql<{ n: string }>`select count(*) as n from client_import_rows`);

async function uploaded(csv: string | Uint8Array) {
  const response = await upload(csv);
  expect(response.status, await response.clone().text()).toBe(200);
  return clientImportUploadSchema.parse(await response.json());
}

async function finished(id: string): Promise<ClientImport> {
  for (let i = 0; i < 600; i += 1) {
    const response = await call('GET', `/client-imports/${id}`);
    if (response.status === 200) {
      const state = clientImportSchema.parse(await response.json());
      if (state.status !== 'running') return state;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never finished');
}

const search = async (text: string) => {
  const response = await call('GET', `/clients?search=${encodeURIComponent(text)}`);
  return clientSummarySchema.array().parse(await response.json());
};

describe('uploading a file', () => {
  it('refuses files over the limits, not CSV, or malformed, naming the problem and keeping nothing', async () => {
    const before = { events: await events(), rows: await stagedRows() };
    const huge = await upload(new Uint8Array(50 * 1024 * 1024).fill(0x61));
    expect(huge.status).toBe(413);
    expect((await huge.json()) as unknown).toEqual({
      error: 'The file is larger than 20 MB; an import takes at most 20 MB (100,000 rows). Split it into smaller files',
    });
    const many = await upload(`Name\n${'x\n'.repeat(100_001)}`);
    expect(many.status).toBe(413);
    expect(((await many.json()) as { error: string }).error).toMatch(/at most 100,000/);
    const broken = await upload('First name,Phone\n"Ada,3125550100\nBob,3125550101\n');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/not valid CSV: a quoted field starting in row 2 is never closed/);
    // UTF-16 without its byte-order mark reads as text full of NULs: refused, saying how to save it.
    const encoding = await upload(Buffer.from('First name,Phone\nAda,3125550100\n', 'utf16le'));
    expect(encoding.status).toBe(400);
    expect(((await encoding.json()) as { error: string }).error).toMatch(/not a CSV text file/);
    const json = await upload(JSON.stringify({ rows: [] }), 'application/json');
    expect(json.status).toBe(400);
    expect((await upload('First name\nAda\n', 'text/plain')).status).toBe(415);
    expect(await events()).toBe(before.events);
    expect(await stagedRows()).toBe(before.rows);
  });

  it('reads UTF-16 and Windows-1252 files and quoted fields with line breaks, guessing the columns', async () => {
    const text = `Vorname,Surname,E-mail address,Mobile phone\r\n"Zoë","Müller\r\nSecond line",zoe.${tag}@example.com,(312) 555-0190\r\n`;
    const utf16 = await uploaded(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(utf16).toMatchObject({
      encoding: 'UTF-16LE',
      totalRows: 1,
      guess: { firstName: null, lastName: 1, email: 2, phone: 3, birthday: null },
    });
    expect(utf16.sample[0]?.[1]).toBe('Müller\r\nSecond line');
    const cp1252 = await uploaded(Buffer.from('First name,Last name\nZoë,Müller\n', 'latin1'));
    expect(cp1252).toMatchObject({ encoding: 'Windows-1252', headers: ['First name', 'Last name'], sample: [['Zoë', 'Müller']] });
    expect(cp1252.guess).toEqual({
      firstName: 0,
      lastName: 1,
      phone: null,
      email: null,
      birthday: null,
      tags: null,
      emailConsent: null,
      smsConsent: null,
    });
  });
});

describe('importing', () => {
  it('checks every row in a dry run, then imports the good ones once, skipping duplicates, with a safe error report', async () => {
    const desk = await call('POST', '/clients', {
      firstName: 'Existing',
      lastName: `Client${tag}`,
      phone: '',
      email: `existing.${tag}@example.com`,
    });
    expect(desk.status).toBe(200);
    const existing = { email: `existing.${tag}@example.com` };
    const csv = csvFile([
      ['First name', 'Last name', 'Phone', 'Email'],
      ['Ada', `Import${tag}`, '(312) 555-0171', `ada.${tag}@example.com`],
      ['Brian', `Import${tag}`, '', `brian.${tag}@example.com`],
      ['', `Import${tag}`, '3125550172', ''],
      ['=HYPERLINK("http://evil.example","click")', `Import${tag}`, 'not a phone', ''],
      ['Copy', `Import${tag}`, '', existing.email.toUpperCase()],
      ['Ada again', `Import${tag}`, '312.555.0171', ''],
      ['Carla', `Import${tag}\nwith a line break`, '+1 312 555 0173', ''],
    ]);
    const file = await uploaded(csv);
    expect(file.guess).toEqual({
      firstName: 0,
      lastName: 1,
      phone: 2,
      email: 3,
      birthday: null,
      tags: null,
      emailConsent: null,
      smsConsent: null,
    });
    const plan = { mapping: file.guess, duplicates: 'skip' };
    const before = await events();
    const check = await call('POST', `/client-imports/${file.id}/check`, plan);
    expect(check.status).toBe(200);
    expect(clientImportCheckSchema.parse(await check.json())).toEqual({
      totalRows: 7,
      valid: 3,
      duplicates: 2,
      invalid: 2,
      problems: [
        { row: 4, message: 'First name is missing' },
        { row: 5, message: 'The phone number "not a phone" is not valid' },
      ],
    });
    expect(await events()).toBe(before);

    const started = await call('POST', `/client-imports/${file.id}/start`, plan);
    expect(started.status, await started.clone().text()).toBe(200);
    expect(await finished(file.id)).toMatchObject({
      status: 'finished',
      totalRows: 7,
      processedRows: 7,
      imported: 3,
      merged: 0,
      skipped: 2,
      failed: 2,
    });
    // Started twice: refused, nothing more written.
    expect((await call('POST', `/client-imports/${file.id}/start`, plan)).status).toBe(404);

    await waitForReadModels(system);
    const imported = await search(`import${tag}`);
    expect(imported.map((client) => client.firstName).sort()).toEqual(['Ada', 'Brian', 'Carla']);
    expect(imported.find((client) => client.firstName === 'Carla')?.lastName).toBe(`Import${tag}\nwith a line break`);
    // Found by phone in another format, and their claims hold the values.
    expect((await search('312-555-0171')).map((client) => client.firstName)).toContain('Ada');
    const claims = await count(
      sql<{
        n: string;
      }>`select count(*) as n from events where type = 'UniqueValueClaimed' and data->>'ownerId' = any(${imported.map((c) => c.id)})`,
    );
    expect(claims).toBe(4);
    // The staged rows (personal data) are gone.
    expect(await count(sql<{ n: string }>`select count(*) as n from client_import_rows where import_id = ${file.id}`)).toBe(0);

    const report = await call('GET', `/client-imports/${file.id}/errors`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    // A byte-order mark first, so a spreadsheet opens it as UTF-8.
    const bytes = Buffer.from(await report.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { headers, rows } = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(headers).toEqual(['Row', 'Problem', 'First name', 'Last name', 'Phone', 'Email']);
    expect(rows).toEqual([
      ['4', 'First name is missing', '', `Import${tag}`, '3125550172', ''],
      ['5', 'The phone number "not a phone" is not valid', `'=HYPERLINK("http://evil.example","click")`, `Import${tag}`, 'not a phone', ''],
    ]);
  });

  it('merges a duplicate into the existing client, filling in only what they lack', async () => {
    const response = await call('POST', '/clients', {
      firstName: 'Merge',
      lastName: `Target${tag}`,
      phone: '',
      email: `merge.${tag}@example.com`,
    });
    expect(response.status).toBe(200);
    const file = await uploaded(
      csvFile([
        ['first', 'last', 'phone', 'email'],
        ['Other name', 'Other last', '312 555 0177', `MERGE.${tag}@example.com`],
      ]),
    );
    const started = await call('POST', `/client-imports/${file.id}/start`, { mapping: file.guess, duplicates: 'merge' });
    expect(started.status).toBe(200);
    expect(await finished(file.id)).toMatchObject({ status: 'finished', imported: 0, merged: 1, skipped: 0, failed: 0 });
    await waitForReadModels(system);
    expect(await search(`target${tag}`)).toEqual([
      expect.objectContaining({ firstName: 'Merge', lastName: `Target${tag}`, phone: '+13125550177', email: `merge.${tag}@example.com` }),
    ]);
  });

  it('imports birthday, tags and marketing consent onto the profile, merging them into a duplicate without overriding it', async () => {
    const desk = await call('POST', '/clients', {
      firstName: 'Kept',
      lastName: `Profile${tag}`,
      phone: '',
      email: `kept.${tag}@example.com`,
    });
    const kept = (await desk.json()) as { id: string };
    expect((await call('PUT', `/clients/${kept.id}/consent/email`, { granted: false })).status).toBe(200);
    const file = await uploaded(
      csvFile([
        ['First name', 'Last name', 'Email', 'Date of birth', 'Tags', 'Accepts marketing e-mails', 'SMS consent'],
        ['Dora', `Profile${tag}`, `dora.${tag}@example.com`, '07/14/1990', 'VIP; colour, vip', 'yes', 'no'],
        ['Eve', `Profile${tag}`, `eve.${tag}@example.com`, '03/04/1990', '', '', ''],
        ['Kept', `Profile${tag}`, `kept.${tag}@example.com`, '--12-24', 'Regular', 'Y', '1'],
      ]),
    );
    expect(file.guess).toEqual({ firstName: 0, lastName: 1, phone: null, email: 2, birthday: 3, tags: 4, emailConsent: 5, smsConsent: 6 });
    const plan = { mapping: file.guess, duplicates: 'merge' };
    const check = clientImportCheckSchema.parse(await (await call('POST', `/client-imports/${file.id}/check`, plan)).json());
    expect(check).toMatchObject({ valid: 1, duplicates: 1, invalid: 1 });
    expect(check.problems).toEqual([
      {
        row: 3,
        message: 'The birthday "03/04/1990" is not a date that reads one way only: write it as YYYY-MM-DD (or --MM-DD without the year)',
      },
    ]);
    expect((await call('POST', `/client-imports/${file.id}/start`, plan)).status).toBe(200);
    expect(await finished(file.id)).toMatchObject({ status: 'finished', imported: 1, merged: 1, failed: 1 });
    await waitForReadModels(system);
    const found = await search(`profile${tag}`);
    const profile = async (firstName: string) => {
      const id = found.find((client) => client.firstName === firstName)?.id as string;
      return clientProfileSchema.parse(await (await call('GET', `/clients/${id}`)).json());
    };
    const me = (await (await call('GET', '/auth/verify')).json()) as { user: { id: string } };
    const dora = await profile('Dora');
    expect(dora).toMatchObject({ birthday: '1990-07-14', tags: ['VIP', 'colour'] });
    expect(dora.consent.email).toMatchObject({ granted: true, source: 'import' });
    expect(dora.consent.sms).toMatchObject({ granted: false, source: 'import' });
    // Recorded as given by the person who started the import.
    expect(dora.consent.email?.byUserId).toBe(me.user.id);
    // The duplicate gains the birthday and the tag it lacked, and keeps the answer the desk recorded.
    const merged = await profile('Kept');
    expect(merged).toMatchObject({ birthday: '--12-24', tags: ['Regular'] });
    expect(merged.consent.email).toMatchObject({ granted: false, source: 'desk' });
    expect(merged.consent.sms).toMatchObject({ granted: true, source: 'import' });
  });

  it('refuses a mapping to a column the file lacks, and an unknown upload', async () => {
    const file = await uploaded('Name\nAda\n');
    const wrong = await call('POST', `/client-imports/${file.id}/start`, {
      mapping: { firstName: 3, lastName: null, phone: null, email: null },
      duplicates: 'skip',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'mapping.firstName: the file has no column 4' });
    const unknown = await call('POST', '/client-imports/00000000-0000-4000-8000-000000000000/check', {
      mapping: { firstName: 0, lastName: null, phone: null, email: null },
      duplicates: 'skip',
    });
    expect(unknown.status).toBe(404);
  });
});
