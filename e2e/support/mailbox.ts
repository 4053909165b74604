import fs from 'node:fs';
import path from 'node:path';
import { e2eMailboxDir } from '../../playwright.config';

/** An e-mail as its recipient received it (see mailbox-server.ts). */
export interface ReceivedEmail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; cid: string | null; size: number }[];
}

function received(): ReceivedEmail[] {
  if (!fs.existsSync(e2eMailboxDir)) return [];
  return fs
    .readdirSync(e2eMailboxDir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(e2eMailboxDir, name), 'utf8')) as ReceivedEmail);
}

/** The id of the newest e-mail received so far (0 when none), to wait for mail sent after this point. */
export function latestMailboxId(): number {
  return received().at(-1)?.id ?? 0;
}

/** Waits for the newest e-mail to `address` (after `afterId`, with `subject` in its subject) to arrive. */
export async function latestMailTo(
  address: string,
  { subject = '', afterId = 0, timeoutMs = 10_000 }: { subject?: string; afterId?: number; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received().findLast(
      (m) => m.id > afterId && m.to.includes(address.toLowerCase()) && m.subject.includes(subject),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${address} with "${subject}" in its subject reached ${e2eMailboxDir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reset link of the newest password-reset e-mail to `address`, as a path that opens against baseURL. */
export async function latestResetLink(address: string, options: { afterId?: number } = {}): Promise<string> {
  const email = await latestMailTo(address, { ...options, subject: 'Reset your' });
  const match = /https?:\/\/[^\s<>"]+\/reset-password\?token=[^\s<>"]+/.exec(email.text);
  if (!match) throw new Error(`No reset link in this e-mail:\n${email.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
