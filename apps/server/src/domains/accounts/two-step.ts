import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TwoStepSetup } from '@ta/shared';
import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import type { SecretBox } from '../../lib/secret-box.js';
import { sha256 } from '../../lib/tokens.js';

/**
 * The authenticator codes of two-step sign-in (docs/two-step.md): RFC 6238 TOTP with the settings
 * every app reads (SHA-1, 6 digits, 30-second steps), a code accepted one step either side of now
 * for clocks a little off, and never the same step twice (the caller keeps the last one).
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now a code may come from. */
const WINDOW = 1;
/** The purpose the secrets are sealed for (lib/secret-box.ts): they open for nothing else. */
export const TWO_STEP_SECRET_PURPOSE = 'users.totp_secret';

/** Recovery codes avoid letters and digits that read alike (0/O, 1/I/L). */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function totpOf(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a moment falls in. */
export function stepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / PERIOD_SECONDS);
}

/**
 * The step a code belongs to, when it is the code of `secretBase32` for now or one step either side;
 * null when it is not. Whether that step was used already is the caller's check.
 */
export function codeStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** A QR code as an SVG of one path, drawn here from the code's modules: nothing in it but geometry. */
export function qrCodeSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x},${y}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** A brand-new secret: what is kept (sealed) and what its owner is shown, once. */
export function newTwoStepSecret(
  box: SecretBox,
  { issuer, accountName }: { issuer: string; accountName: string },
): { sealed: string; shown: TwoStepSetup } {
  const secret = new Secret({ size: 20 });
  const otpauthUri = totpOf(secret.base32, issuer, accountName).toString();
  return {
    sealed: box.seal(secret.base32, TWO_STEP_SECRET_PURPOSE),
    shown: {
      otpauthUri,
      key: secret.base32.replace(/(.{4})(?=.)/g, '$1 '),
      qrSvg: qrCodeSvg(otpauthUri),
    },
  };
}

export function openTwoStepSecret(box: SecretBox, sealed: string): string {
  return box.open(sealed, TWO_STEP_SECRET_PURPOSE);
}

/** A recovery code as it is compared and hashed: capitals, no dash, no spaces. */
function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** What the recovery codes' keyed hash is for: its HMAC key is derived for this purpose alone. */
export const RECOVERY_CODE_PURPOSE = 'recovery-code';

/**
 * The SHA-256 recovery codes were once stored as, and still the inner step: the stored hash is its
 * HMAC with the server's key, so rows kept before the key was used are converted without the codes
 * (plugins/app/keyed-recovery-codes.ts).
 */
export function recoveryCodeSha256(code: string): string {
  return sha256(`recovery-code:${normalRecoveryCode(code)}`);
}

/**
 * Recovery codes are random (about 49 bits each) and single-use; a copy of the database alone must
 * not let anyone try all of them offline, so the hash is keyed by the server's secret (HMAC-SHA-256).
 */
export function recoveryCodeHash(box: SecretBox, code: string): string {
  return box.mac(recoveryCodeSha256(code), RECOVERY_CODE_PURPOSE);
}

/** Ten new recovery codes, shown as `7KQ2M-X9PTA`, with the keyed hashes to keep. */
export function newRecoveryCodes(box: SecretBox): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map((code) => recoveryCodeHash(box, code)) };
}
