import { describe, expect, it } from 'vitest';
import { hashPassword, useTestHashing, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it("hashes with OWASP's argon2id baseline unless the test set-up asked otherwise", async () => {
    const standard = await hashPassword('Sunny-Porch-Swing-42');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    useTestHashing();
    const cheap = await hashPassword('Sunny-Porch-Swing-42');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);

    // A hash names its own cost: both check alike.
    expect(await verifyPassword(standard, 'Sunny-Porch-Swing-42')).toBe(true);
    expect(await verifyPassword(cheap, 'Sunny-Porch-Swing-42')).toBe(true);
    expect(await verifyPassword(cheap, 'Sunny-Porch-Swing-43')).toBe(false);
  });
});
