import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { hashPassword, passwordHashOptions, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id at its default cost (19 MiB, 2 passes) everywhere but under NODE_ENV=test', async () => {
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      const stored = await hash('correct horse', passwordHashOptions({ NODE_ENV }));
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(await hash('correct horse', passwordHashOptions({ NODE_ENV: 'test' }))).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('accepts the right password and refuses a wrong one, whichever cost made the hash', async () => {
    const real = await hash('correct horse', passwordHashOptions({ NODE_ENV: 'production' }));
    const cheap = await hashPassword('correct horse');
    for (const stored of [real, cheap]) {
      expect(await verifyPassword(stored, 'correct horse')).toBe(true);
      expect(await verifyPassword(stored, 'Correct horse')).toBe(false);
    }
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});
