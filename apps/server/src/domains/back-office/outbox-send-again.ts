import type { OutboxEmailView } from '@ta/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../service-context.js';

/**
 * A failed message can be sent again when the server has SMTP and the message holds no one-time link
 * or code: the full text of one that did was dropped when it failed (mail/sealed-texts.ts), and an old
 * link would be no use anyway; the person asks for a new one (docs/jobs.md, "The outbox").
 */
export function canSendAgain(
  ctx: Pick<ServiceContext, 'mailer'>,
  email: { status: OutboxEmailView['status']; secretsHidden: boolean },
): boolean {
  return ctx.mailer.mode === 'smtp' && email.status === 'failed' && !email.secretsHidden;
}

/**
 * "Send again" on the outbox (admins): the failed message is queued once more, its tries counted anew,
 * with a new delivery job in the same transaction. Refused, and nothing changed, for a message that is
 * not failed, holds a link no longer kept, or when the server has no SMTP.
 */
export async function sendEmailAgain(ctx: ServiceContext, id: number): Promise<void> {
  if (ctx.mailer.mode !== 'smtp') throw conflict('outbox_no_smtp');
  await ctx.inTransaction(async (tx) => {
    const email = await tx.repos.outbox.sendingState(id);
    if (!email) throw notFound('outbox_email_not_found');
    if (email.status !== 'failed') throw conflict('outbox_not_failed');
    if (email.secretsHidden) throw conflict('outbox_link_gone');
    if (!(await tx.mailer.sendAgain(id))) throw conflict('outbox_not_failed');
  });
}
