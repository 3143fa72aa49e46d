import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { uniqueValueStream } from './identity-streams';
import { createPermissionGroup, updatePermissionGroup } from './permission-group-service';
import { loadUser, registerUser, updateUserProfile } from './user-service';

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
const newUser = (username: string, email: string) => ({
  username,
  email,
  phone: null,
  firstName: 'Race',
  lastName: 'Test',
  role: 'staff',
  password: 'password-1234',
});

describe('unique usernames and e-mail addresses', () => {
  it('lets exactly one of many concurrent registrations have a username, whatever its case', async () => {
    const name = `racer${randomUUID().slice(0, 6)}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        registerUser({ store }, newUser(i % 2 ? name.toUpperCase() : name, `${name}-${i}@race.test`), context),
      ),
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
    await expect(
      registerUser({ store }, newUser(`other${randomUUID().slice(0, 6)}`, `${name}-${loser}@race.test`), context),
    ).resolves.toBeTruthy();
  });

  it('lets exactly one of many concurrent profile changes take an e-mail address', async () => {
    const wanted = `wanted-${randomUUID().slice(0, 6)}@race.test`;
    const users = await Promise.all(
      Array.from({ length: 8 }, () =>
        registerUser({ store }, newUser(`u${randomUUID().slice(0, 8)}`, `${randomUUID()}@race.test`), context),
      ),
    );
    const outcomes = await Promise.allSettled(
      users.map(({ id: userId }) =>
        updateUserProfile(
          { store },
          userId,
          { firstName: 'Race', lastName: 'Test', email: wanted.toUpperCase(), phone: null, profilePicture: null },
          context,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const holders = (await Promise.all(users.map(({ id: userId }) => loadUser({ store }, userId)))).filter((user) => user.email === wanted);
    expect(holders).toHaveLength(1);
  });

  it('keeps group names unique under the same race', async () => {
    const name = `Group ${randomUUID().slice(0, 6)}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => createPermissionGroup({ store }, { name, description: '', permissions: [] }, context)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('names claim streams by a hash, so no e-mail address appears in a stream name', () => {
    const stream = uniqueValueStream('email', 'Someone@Example.com');
    expect(stream).toBe(uniqueValueStream('email', ' someone@example.com '));
    expect(stream).toMatch(/^unique-email-[0-9a-f]{64}$/);
  });
});

describe('a refused command appends nothing, on any stream', () => {
  const countEvents = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]?.n);
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => null,
      (error: unknown) => error as DomainError,
    );

  it('claims no group name for a group refused for an unknown permission', async () => {
    const name = `Group ${randomUUID().slice(0, 6)}`;
    const before = await countEvents();
    const error = await refusal(createPermissionGroup({ store }, { name, description: '', permissions: ['not_a_permission'] }, context));
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.status).toBe(400);
    expect(await countEvents()).toBe(before);
    expect(await store.readStream(uniqueValueStream('group-name', name))).toEqual([]);
    // The name is free for a valid group.
    await createPermissionGroup({ store }, { name, description: '', permissions: ['view_clients'] }, context);
  });

  it('claims no new group name for a refused rename, and keeps the old one', async () => {
    const { id: groupId } = await createPermissionGroup(
      { store },
      { name: `Old ${randomUUID().slice(0, 6)}`, description: '', permissions: [] },
      context,
    );
    const before = await countEvents();
    const renamed = `New ${randomUUID().slice(0, 6)}`;
    expect(
      (await refusal(updatePermissionGroup({ store }, groupId, { name: renamed, description: '', permissions: ['nope'] }, context)))
        ?.status,
    ).toBe(400);
    expect(await countEvents()).toBe(before);
    expect(await store.readStream(uniqueValueStream('group-name', renamed))).toEqual([]);
  });

  it('claims no username when the e-mail address is taken', async () => {
    const taken = `taken-${randomUUID().slice(0, 6)}@race.test`;
    await registerUser({ store }, newUser(`first${randomUUID().slice(0, 6)}`, taken), context);
    const username = `second${randomUUID().slice(0, 6)}`;
    const before = await countEvents();
    expect((await refusal(registerUser({ store }, newUser(username, taken), context)))?.message).toBe(
      'That e-mail address is already used by another account',
    );
    expect(await countEvents()).toBe(before);
    expect(await store.readStream(uniqueValueStream('username', username))).toEqual([]);
  });

  it('keeps an e-mail address with its owner when a profile change to a taken one is refused', async () => {
    const { id: userId } = await registerUser(
      { store },
      newUser(`own${randomUUID().slice(0, 6)}`, `mine-${randomUUID().slice(0, 6)}@race.test`),
      context,
    );
    const other = `theirs-${randomUUID().slice(0, 6)}@race.test`;
    await registerUser({ store }, newUser(`their${randomUUID().slice(0, 6)}`, other), context);
    const before = await countEvents();
    expect(
      (
        await refusal(
          updateUserProfile({ store }, userId, { firstName: 'A', lastName: 'B', email: other, phone: null, profilePicture: null }, context),
        )
      )?.status,
    ).toBe(409);
    expect(await countEvents()).toBe(before);
  });
});
