import { defaultBusiness } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { UserRecord } from './users-repository.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { Mailer } from '../../mail/mailer.js';

/**
 * Tells the address an account used until now that it was replaced (docs/security.md, "Changing the
 * e-mail address"): if someone else did it, the owner learns it at the address they still read,
 * before a password reset can go to the new one. In the account's language.
 */
export async function tellOldAddress(mailer: Mailer, before: UserRecord, newEmail: string): Promise<void> {
  const { language } = before;
  const intl = mailIntl(language);
  const values = { email: newEmail, business: defaultBusiness.name, phone: defaultBusiness.phoneDisplay };
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('layout.greeting', { name: before.firstName }),
    paragraphs: [intl.t('email-changed.intro', values), intl.t('email-changed.not-you', values)],
    language,
  });
  await mailer.send({
    to: before.email,
    subject: intl.t('email-changed.subject', values),
    text,
    html,
    kind: 'email-changed',
  });
}
