import { defaultBusiness } from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import type { Repositories } from '../repositories.js';
import { circleRecipients, type CircleRecipient } from './circle-recipients.js';
import { greeting, renderEmail, type EmailBlock } from '../../mail/email-templates.js';
import type { EmailAttachment, Mailer } from '../../mail/mailer.js';

/**
 * Copies of a client's e-mail notices for the people of their circle with the `notices` right
 * (docs/circle-access.md, "Notices"): each in the contact's own account's language, greeting the
 * contact, saying whose account it is about and why they get it. The copy is written by the
 * notice's own code in the contact's language, and leaves out what only the client should hold:
 * tracking codes (they open the request's page to anyone), appointment notes (clients leave door
 * codes there) and one-time links. A copy never carries secrets, so none are passed to the mailer.
 */
export interface CircleCopy {
  subject: string;
  /** What the outbox shows: the client's notice's kind, with `-circle` added. */
  kind: string;
  heading: string;
  /** After the greeting and the line saying whose account it is about. */
  paragraphs: string[];
  blocks?: EmailBlock[];
  action?: { label: string; url: string };
  attachments?: EmailAttachment[];
}

export interface CircleNoticeContext {
  repos: Pick<Repositories, 'circleRecipients'>;
  mailer: Mailer;
}

/**
 * Sends `write`'s copy to each trusted contact of `client` holding `notices`. `write` is given the
 * recipient and the mail texts in their language; it returns undefined to send that person nothing
 * (a visit step they did not choose, say). Returns how many copies went out.
 */
export async function sendCircleCopies(
  ctx: CircleNoticeContext,
  client: { id: number; name: string },
  write: (intl: MailIntl, recipient: CircleRecipient) => CircleCopy | undefined,
): Promise<number> {
  let sent = 0;
  for (const recipient of await circleRecipients(ctx.repos, client.id, 'notices')) {
    const intl = mailIntl(recipient.language);
    const copy = write(intl, recipient);
    if (!copy) continue;
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: copy.heading,
      paragraphs: [
        greeting(recipient.firstName, recipient.language),
        intl.t('circle.copy.intro', { client: client.name }),
        ...copy.paragraphs,
      ],
      ...(copy.blocks ? { blocks: copy.blocks } : {}),
      ...(copy.action ? { action: copy.action } : {}),
      footer: intl.t('circle.copy.footer', { client: client.name }),
      language: recipient.language,
    });
    await ctx.mailer.send({
      to: recipient.email,
      subject: intl.t('circle.copy.subject', { client: client.name, subject: copy.subject }),
      text,
      html,
      kind: `${copy.kind}-circle`,
      ...(copy.attachments ? { attachments: copy.attachments } : {}),
    });
    sent += 1;
  }
  return sent;
}
