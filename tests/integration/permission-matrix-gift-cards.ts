import { randomUUID } from 'node:crypto';
import { createDb } from '@chairside/platform/database';
import type { ReadModels } from '@chairside/projections/database';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { generateGiftCardCode, issueGiftCard } from '@chairside/backend/gift-cards/index';
import type { TestSystem } from '@chairside/backend/testing/test-system';
import { waitForReadModels } from '@chairside/backend/testing/test-session';
import type { Caller, Row } from './permission-matrix-support';

// Gift cards: a balance is looked up by whoever takes payments (view_pos) or keeps the gift certificates
// (view_gift_certificates); the list, a card's history and the expiry policy need view_gift_certificates or
// edit_gift_certificates, the policy's change edit_gift_certificates; a fresh code, create_payments or
// edit_gift_certificates. "Staff with permission" holds edit_gift_certificates; "staff without permission"
// holds Front Desk's permissions, which include both gift-certificate permissions (a salon's desk sells and
// redeems them): the route test shows a stylist refused.

const staffAnswer = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});

let card: { id: string; code: string } | null = null;
const built = () => {
  if (!card) throw new Error('setUpGiftCardsWorld has not run');
  return card;
};

// A card sold at Downtown, issued as a paid sale's line issues it.
export async function setUpGiftCardsWorld(system: TestSystem): Promise<void> {
  const readDb = createDb<ReadModels>(system.database.pool);
  const deps = { store: system.store, readDb };
  const code = await generateGiftCardCode(deps);
  const { giftCardId } = await issueGiftCard(
    deps,
    { code, amountCents: 5_000, saleId: randomUUID(), lineId: randomUUID(), locationId: demoLocations.downtown.id },
    { userId: null, source: 'api' },
  );
  await waitForReadModels(system);
  card = { id: giftCardId, code };
}

export const giftCardRows: Row[] = [
  { route: 'GET /api/gift-cards/lookup', path: () => `/api/gift-cards/lookup?code=${built().code}`, expect: staffAnswer(200) },
  { route: 'POST /api/gift-cards/codes', path: () => '/api/gift-cards/codes', expect: staffAnswer(200) },
  { route: 'GET /api/gift-cards', path: () => '/api/gift-cards?search=A', expect: staffAnswer(200) },
  { route: 'GET /api/gift-cards/:id', path: () => `/api/gift-cards/${built().id}`, expect: staffAnswer(200) },
  { route: 'GET /api/gift-cards/policy', path: () => '/api/gift-cards/policy', expect: staffAnswer(200) },
  {
    route: 'PUT /api/gift-cards/policy',
    path: () => '/api/gift-cards/policy',
    body: () => ({ expiryMonths: null }),
    expect: staffAnswer(200),
    note: 'no expiry, as the demo has it: a no-op',
  },
];
