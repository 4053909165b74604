import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The recipients' side of the browser tests' e-mail: an SMTP server the e2e site sends to
 * (SMTP_URL), writing each message it accepts as JSON into a folder. One-time links reach only
 * this mailbox; the site's outbox keeps them hidden (docs/security.md).
 *
 * Usage: node --import tsx e2e/support/mailbox-server.ts <port> <folder>
 */
const [portArg, folder] = process.argv.slice(2);
if (!portArg || !folder) throw new Error('usage: mailbox-server.ts <port> <folder>');
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        count += 1;
        const message = {
          id: count,
          to: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          // What came attached (a report's PDF, its photos shown inside by cid), without the bytes.
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            cid: a.cid ?? null,
            size: a.size,
          })),
        };
        // Written under a temporary name, then renamed: a reader never sees half a message.
        const name = `${String(count).padStart(6, '0')}.json`;
        fs.writeFileSync(path.join(folder, `.${name}`), JSON.stringify(message));
        fs.renameSync(path.join(folder, `.${name}`), path.join(folder, name));
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
// A sender that resets its connection mid-message is that connection's end, not the mailbox's:
// without a listener the SMTP library's 'error' event would stop the whole server.
server.on('error', (err: NodeJS.ErrnoException) => {
  process.stderr.write(`mailbox: connection error ${err.code ?? ''} ${err.message}\n`);
});
server.listen(Number(portArg), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
