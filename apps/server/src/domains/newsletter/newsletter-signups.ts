import { timingSafeEqual } from 'node:crypto';
import { defaultBusiness, NEWSLETTER_PATHS, type Locale, type NewsletterSignup } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { notFound } from '../../lib/http-errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';

/** A confirmation link works this long after it is sent. */
const CONFIRM_DAYS = 7;
/** A second request for the same waiting address within this time sends no second e-mail. */
const RESEND_AFTER_MINUTES = 10;
/** Binds the unsubscribe signature to its use (lib/secret-box.ts). */
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

/**
 * The signature in a subscription's unsubscribe link: the app key's MAC of its number. It needs no
 * storage, stays the same in every newsletter, and cannot be made for another number without the key.
 */
export const unsubscribeSignature = (box: SecretBox, id: number) => box.mac(String(id), UNSUBSCRIBE_PURPOSE);

/** The page (and, under /api, the one-click address of List-Unsubscribe) that ends subscription `id`. */
export function unsubscribePath(box: SecretBox, id: number): string {
  return `${NEWSLETTER_PATHS.unsubscribe}?s=${id}&t=${unsubscribeSignature(box, id)}`;
}

/**
 * Subscribe (docs/newsletter.md, "Double opt-in"): the address gets an e-mail, in the reader's
 * language, whose button confirms; nothing else is sent before. The answer never says whether the
 * address was known. Nothing happens when the honeypot is filled in, when the address is subscribed
 * already, or when its last link left less than ten minutes ago (the form cannot flood a mailbox).
 */
export async function subscribe(
  ctx: ServiceContext,
  input: NewsletterSignup,
  language: Locale,
  now: Date = new Date(),
): Promise<void> {
  if (input.website) return;
  const existing = await ctx.repos.subscriptions.findByEmail(input.email);
  if (existing?.active && existing.confirmed) return;
  const recent = new Date(now.getTime() - RESEND_AFTER_MINUTES * 60_000).toISOString();
  if (existing?.active && existing.confirmSentAt !== null && existing.confirmSentAt > recent) return;

  const token = randomToken();
  await ctx.inTransaction(async (tx) => {
    const asked = { email: input.email, name: input.name ?? null, language, tokenHash: sha256(token), now };
    if (!(await tx.repos.subscriptions.askConfirmation(asked, existing))) return;
    const intl = mailIntl(language);
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: intl.t('newsletter-confirm.heading'),
      paragraphs: [intl.t('newsletter-confirm.asked'), intl.t('newsletter-confirm.what')],
      action: {
        label: intl.t('newsletter-confirm.action'),
        url: intl.link(ctx.publicUrl, `${NEWSLETTER_PATHS.confirm}?token=${token}`),
      },
      footer: intl.t('newsletter-confirm.footer', { days: CONFIRM_DAYS }),
      language,
    });
    await tx.mailer.send({
      to: input.email,
      subject: intl.t('newsletter-confirm.subject', { business: defaultBusiness.name }),
      text,
      html,
      kind: 'newsletter-confirmation',
      secrets: [token],
    });
  });
}

/**
 * Confirm: the link's token, within its days, once. A link used again answers as done (the reader
 * pressed twice); an unknown, old or replaced one is 404 "not valid any more".
 */
export async function confirmSubscription(ctx: ServiceContext, token: string, now: Date = new Date()): Promise<void> {
  const hash = sha256(token);
  const sentAfter = new Date(now.getTime() - CONFIRM_DAYS * 86_400_000);
  if (await ctx.repos.subscriptions.confirm(hash, sentAfter, now)) return;
  if (await ctx.repos.subscriptions.confirmedWith(hash)) return;
  throw notFound('newsletter_link_unknown');
}

/** Unsubscribe by the link's number and signature; 404 when they do not match. Twice is fine. */
export async function unsubscribe(ctx: ServiceContext, id: string, signature: string, now: Date = new Date()) {
  const number = Number(id);
  const expected = Number.isSafeInteger(number) ? unsubscribeSignature(ctx.secretBox, number) : '';
  if (!expected || !sameText(expected, signature) || !(await ctx.repos.subscriptions.unsubscribe(number, now))) {
    throw notFound('newsletter_link_unknown');
  }
}

/** Compares two signatures in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
