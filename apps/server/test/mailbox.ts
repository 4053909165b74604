import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the recipient's mail program would show it. */
export interface ReceivedEmail {
  rcptTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Files and inline images (those with a `cid`, shown by the HTML body). */
  attachments: { filename: string; contentType: string; cid: string | undefined; content: Buffer }[];
  /** The message as it arrived, for checks on its MIME structure. */
  raw: string;
}

export interface Mailbox {
  /** For `smtpUrl` in the app's config. */
  url: string;
  port: number;
  received: ReceivedEmail[];
  /** The newest message to `to` (whose subject contains `subject`), waiting briefly for it. */
  latestTo(to: string, subject?: string): Promise<ReceivedEmail>;
  /**
   * From now on, answer every message with this SMTP reply (a 4xx: try again later; a 5xx: refused
   * for good) instead of taking it; null takes them again. A refused message is not received.
   */
  refuse(reply: { code: number; message: string } | null): void;
  /**
   * From now on, leave every message unanswered after its sender (MAIL FROM), as a server that hangs;
   * resolves once one is waiting. `refuse(null)` answers new messages again.
   */
  hang(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on an ephemeral port: the recipients' side of the mail. One-time links and
 * codes reach only this, never the outbox staff read.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedEmail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let hanging = false;
  const hangWaiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (hanging) {
        for (const wake of hangWaiters.splice(0)) wake();
        return;
      }
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const rcptTo = session.envelope.rcptTo.map((a: SMTPServerAddress) => a.address.toLowerCase());
        // cid links kept as sent, so tests see which inline image the HTML shows.
        simpleParser(raw, { keepCidLinks: true }).then(
          (parsed) => {
            received.push({
              rcptTo,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                cid: a.cid,
                content: a.content,
              })),
              raw: raw.toString('utf8'),
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  // A sender resetting its connection mid-message ends that message only; unheard, the SMTP
  // library's 'error' event would throw and take the whole test run down.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  const port = address.port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async latestTo(to, subject = '') {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = received.findLast((m) => m.rcptTo.includes(to.toLowerCase()) && m.subject.includes(subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with "${subject}" in its subject arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    refuse(reply) {
      hanging = false;
      refusal = reply;
    },
    hang() {
      hanging = true;
      return new Promise<void>((resolve) => hangWaiters.push(resolve));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
