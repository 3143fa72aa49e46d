import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { randomBytes, createHash } from 'node:crypto';

// Until sign-in exists, the test signs an administrator in the way the login route will: a session row.
async function adminToken(): Promise<string> {
  const { databaseUrl } = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR as string, 'system.json'), 'utf8')) as { databaseUrl: string };
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into auth_sessions (token_hash, user_id, role, expires_at) values ($1, 'e2e-admin', 'admin', now() + interval '1 hour')`, [
    createHash('sha256').update(token).digest('hex'),
  ]);
  await client.end();
  return token;
}

test('a business name changed elsewhere appears on an open page without a reload', async ({ page, request }) => {
  await page.goto('/');
  const name = page.getByLabel('Business name');
  await expect(name).toHaveText('Chairside Demo Salon & Spa');
  const token = await adminToken();
  const newName = `Glow Studio ${Date.now()}`;
  const response = await request.put('/api/business-settings', { headers: { Authorization: `Bearer ${token}` }, data: { businessName: newName } });
  expect(response.status()).toBe(200);
  await expect(name).toHaveText(newName, { timeout: 5000 });
  // Put it back for the other tests.
  await request.put('/api/business-settings', { headers: { Authorization: `Bearer ${token}` }, data: { businessName: 'Chairside Demo Salon & Spa' } });
});
