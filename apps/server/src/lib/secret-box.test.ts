import { describe, expect, it } from 'vitest';
import { createSecretBox, newSecretsKey, parseSecretsKey } from './secret-box.js';

const box = createSecretBox(parseSecretsKey(newSecretsKey()));

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('Gate 4512, lockbox 0909', 'property-access');
    expect(sealed).not.toContain('4512');
    expect(box.open(sealed, 'property-access')).toBe('Gate 4512, lockbox 0909');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('1234', 'p')).not.toBe(box.seal('1234', 'p'));
  });

  it('refuses a changed byte, another purpose and another key', () => {
    const sealed = box.seal('Alarm 2468', 'property-access');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => box.open(tampered, 'property-access')).toThrow();
    expect(() => box.open(sealed, 'id-number')).toThrow();
    expect(() => createSecretBox(parseSecretsKey(newSecretsKey())).open(sealed, 'property-access')).toThrow();
  });

  it('gives a keyed hash that depends on the key and the purpose, and is not a plain SHA-256', async () => {
    const { createHash } = await import('node:crypto');
    const mac = box.mac('123456', 'sign-in-code');
    expect(mac).toMatch(/^[0-9a-f]{64}$/);
    expect(box.mac('123456', 'sign-in-code')).toBe(mac);
    expect(box.mac('123457', 'sign-in-code')).not.toBe(mac);
    expect(box.mac('123456', 'another-purpose')).not.toBe(mac);
    expect(createSecretBox(parseSecretsKey(newSecretsKey())).mac('123456', 'sign-in-code')).not.toBe(mac);
    expect(createHash('sha256').update('123456').digest('hex')).not.toBe(mac);
  });

  it('reads a key in base64 or hex, and refuses a short one', () => {
    const hex = 'ab'.repeat(32);
    expect(parseSecretsKey(hex)).toHaveLength(32);
    expect(() => parseSecretsKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
