import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, Algorithm.Argon2id = 2) with its default cost: 19 MiB, 2 passes.
const options = { algorithm: 2 } as const;

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
