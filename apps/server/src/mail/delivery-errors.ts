/** An SMTP 5xx reply is a permanent refusal: sending the same message again cannot succeed. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

const BY_CODE: Record<string, string> = {
  ECONNREFUSED: 'The mail server refused the connection: it may be down or restarting.',
  ECONNRESET: 'The mail server closed the connection while the message was being sent.',
  ETIMEDOUT: 'The mail server did not answer in time.',
  ESOCKET: 'The connection to the mail server failed.',
  ECONNECTION: 'The connection to the mail server failed.',
  EDNS: 'The mail server’s name could not be found.',
  ENOTFOUND: 'The mail server’s name could not be found.',
  EAUTH: 'The mail server did not accept the user name and password in SMTP_URL.',
  ETLS: 'The secure connection to the mail server could not be made.',
  EENVELOPE: 'The mail server did not accept the sender or the recipient address.',
};

/**
 * Why a try failed, in words the office can act on (the outbox screen shows it), with the server's
 * own reply after it. Never holds the message's text: only the error SMTP gave.
 */
export function deliveryErrorInWords(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const reply = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : String(err);
  const detail = reply.slice(0, 300);
  if (typeof e.responseCode === 'number') {
    const words =
      e.responseCode >= 500
        ? 'The mail server refused this message for good'
        : 'The mail server asked to try again later';
    return `${words} (${detail}).`;
  }
  const known = typeof e.code === 'string' ? BY_CODE[e.code] : undefined;
  return known ? `${known} (${detail})` : `Sending failed: ${detail}`;
}
