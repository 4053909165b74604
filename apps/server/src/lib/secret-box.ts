import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a house's access notes; later, ID numbers): AES-256-GCM, authenticated
 * encryption from Node's own crypto. Each value gets a fresh 96-bit nonce; the stored text is
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a changed byte fails to open instead of
 * reading as something else. `purpose` is bound in as associated data: a value sealed for one
 * column cannot be pasted into another and opened there.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
  /**
   * A keyed hash (HMAC-SHA-256, hex) of a short one-time secret such as an e-mailed six-digit code:
   * stored instead of the secret, it cannot be brute-forced from a copy of the database without the
   * key. The HMAC key is derived from the box's key for `purpose` (HKDF), never the key itself.
   */
  mac(value: string, purpose: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;

/** A key as SECRETS_KEY holds it: 32 bytes in base64 (44 characters) or hex (64). */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('SECRETS_KEY must be 32 bytes, in base64 or hex');
  return key;
}

export function newSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('A secret box needs a 32-byte key');
  const macKeys = new Map<string, Buffer>();
  const macKeyFor = (purpose: string): Buffer => {
    let macKey = macKeys.get(purpose);
    if (!macKey) {
      macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `mac:${purpose}`, KEY_BYTES));
      macKeys.set(purpose, macKey);
    }
    return macKey;
  };
  return {
    mac(value, purpose) {
      return createHmac('sha256', macKeyFor(purpose)).update(value, 'utf8').digest('hex');
    },
    seal(plain, purpose) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, purpose) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
