import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '../event-store/event-store';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { uniqueValueStream } from './identity-streams';
import { createPermissionGroup } from './permission-group-commands';
import { loadUser, registerUser, updateUserProfile } from './user-commands';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const context = { userId: null, source: 'api' as const };
const newUser = (username: string, email: string) => ({ username, email, phone: null, firstName: 'Race', lastName: 'Test', role: 'staff', password: 'password-1234' });

describe('unique usernames and e-mail addresses', () => {
  it('lets exactly one of many concurrent registrations have a username, whatever its case', async () => {
    const name = `racer${randomUUID().slice(0, 6)}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => registerUser(store, newUser(i % 2 ? name.toUpperCase() : name, `${name}-${i}@race.test`), context)),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(DomainError);
        expect((outcome.reason as DomainError).message).toBe('That username is already taken');
      }
    }
    // The losers gave their e-mail claims back: each address can still be used.
    const loser = outcomes.findIndex((outcome) => outcome.status === 'rejected');
    await expect(registerUser(store, newUser(`other${randomUUID().slice(0, 6)}`, `${name}-${loser}@race.test`), context)).resolves.toBeTruthy();
  });

  it('lets exactly one of many concurrent profile changes take an e-mail address', async () => {
    const wanted = `wanted-${randomUUID().slice(0, 6)}@race.test`;
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(store, newUser(`u${randomUUID().slice(0, 8)}`, `${randomUUID()}@race.test`), context)));
    const outcomes = await Promise.allSettled(
      users.map(({ userId }) => updateUserProfile(store, userId, { firstName: 'Race', lastName: 'Test', email: wanted.toUpperCase(), phone: null, profilePicture: null }, context)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const holders = (await Promise.all(users.map(({ userId }) => loadUser(store, userId)))).filter((user) => user.email === wanted);
    expect(holders).toHaveLength(1);
  });

  it('keeps group names unique under the same race', async () => {
    const name = `Group ${randomUUID().slice(0, 6)}`;
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => createPermissionGroup(store, { name, description: '', permissions: [] }, context)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('names claim streams by a hash, so no e-mail address appears in a stream name', () => {
    const stream = uniqueValueStream('email', 'Someone@Example.com');
    expect(stream).toBe(uniqueValueStream('email', ' someone@example.com '));
    expect(stream).toMatch(/^unique-email-[0-9a-f]{64}$/);
  });
});
