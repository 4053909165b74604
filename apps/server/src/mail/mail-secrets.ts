/**
 * What the outbox shows in place of a one-time link's token or a sign-in code. Only the recipient's
 * mailbox ever holds the real value (docs/security.md, "Nothing secret in the back office").
 */
export const HIDDEN_SECRET = '[hidden]';

/** The forms a secret can take inside a message: as written, and as put into a link. */
function spellings(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return encoded === secret ? [secret] : [secret, encoded];
}

/**
 * `value` with every occurrence of each secret replaced by `HIDDEN_SECRET`. An empty secret would
 * match everywhere, so it is refused: a caller that has nothing to hide passes no secrets.
 */
export function hideSecrets(value: string, secrets: readonly string[]): string {
  let hidden = value;
  for (const secret of secrets) {
    if (secret.length < 6) throw new Error('A secret to hide must be at least 6 characters long');
    for (const spelling of spellings(secret)) hidden = hidden.split(spelling).join(HIDDEN_SECRET);
  }
  return hidden;
}
