import { randomBytes } from 'node:crypto';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { registerUser } from '@chairside/backend/identity/user-service';
import { createDb, createPool } from '@chairside/platform/database';
import { systemInfo } from './system-info';

export type ThrowawayUser = { id: string; username: string; email: string; phone: string; password: string };

// A reset revokes every session of its account, so resetting a shared demo user would sign out whatever
// other test is using it at that moment. Recovery tests get an account of their own, registered through the
// same command the product and its seed use, and wait until the read models know it.
export async function createThrowawayUser(label: string, role: 'staff' | 'admin' = 'staff'): Promise<ThrowawayUser> {
  const suffix = randomBytes(4).toString('hex');
  const user = {
    username: `e2e-${label}-${suffix}`,
    email: `e2e-${label}-${suffix}@chairside.test`,
    // 555 numbers in the 0100-0199 range are reserved for fiction; the suffix keeps parallel tests apart.
    phone: `+1773555${String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0')}`,
    password: `Start-${suffix}-pass`,
  };
  const pool = createPool(systemInfo().databaseUrl, 2);
  const db = createDb<unknown>(pool);
  const store = createPostgresEventStore(db, pool);
  const waiter = createProjectionWaiter(db, pool);
  try {
    const { id: userId, result } = await registerUser(
      { store },
      { ...user, firstName: 'Robin', lastName: `Reset ${suffix}`, role },
      { userId: null, source: 'seed' },
    );
    if (result.position && !(await waiter.waitFor(result.position, 20_000)))
      throw new Error('The read models did not catch up with the new user');
    return { id: userId, ...user };
  } finally {
    await waiter.close();
    await store.close();
    await db.destroy();
  }
}
