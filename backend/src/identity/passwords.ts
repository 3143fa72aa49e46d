import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, Algorithm.Argon2id = 2) with its default cost: 19 MiB, 2 passes,
// about 22 ms of CPU a hash or check. Under NODE_ENV=test (vitest, the journeys' app) the cost is the least
// argon2id allows: a test run hashes and checks about two thousand passwords, which at the real cost spent
// half a minute of the run's two cores on nothing a test looks at. What a password check answers is the
// same at any cost (a hash carries its own cost, so either verifies the other's), and the real cost is
// what every other environment gets: passwordHashOptions is tested for both.
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.NODE_ENV === 'test' ? ({ algorithm: 2, memoryCost: 1024, timeCost: 1 } as const) : ({ algorithm: 2 } as const);
}

const options = passwordHashOptions();

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

// Checked instead when no account matches, so an unknown identifier takes as long as a wrong password.
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password; it only spends the same time');
  await verifyPassword(await dummyHash, password);
  return false;
}
