import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';

export type SmtpTransport = ReturnType<typeof nodemailer.createTransport>;

/**
 * One SMTP transport for the worker. Timeouts are shorter than nodemailer's defaults (minutes) so a
 * dead server cannot hold a worker's graceful stop; query parameters in the URL (e.g. ?ignoreTLS=true)
 * still override them. Loaded only when SMTP is set: a server without it does not carry nodemailer.
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  const mailer = createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
  return mailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
