import { z } from './zod.js';

/**
 * The newsletter (docs/newsletter.md): a reader subscribes with an e-mail address, confirms by the
 * e-mailed link (double opt-in: nothing else is sent before), and leaves in one click from any
 * newsletter e-mail (a visible link and the List-Unsubscribe headers, RFC 8058).
 */

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter a valid email address',
  nameTooLong: 'Please keep this under 100 characters',
  linkUnknown: 'This link is not valid any more. Please subscribe again from our website.',
  postSent: 'This post was sent to the subscribers already',
  postUnpublished: 'Please publish the post before sending it to the subscribers',
} as const;

/**
 * Subscribe: the e-mail address, an optional name, and `website`, a field people never see and
 * programs fill in (a honeypot): filled in, the answer is the same and nothing happens.
 */
export const newsletterSignupSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, NEWSLETTER_MESSAGES.emailRequired)
    .toLowerCase()
    .pipe(z.email(NEWSLETTER_MESSAGES.emailRequired)),
  name: z
    .string()
    .trim()
    .max(100, NEWSLETTER_MESSAGES.nameTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  website: z.string().max(400).optional(),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The confirmation link's token, as the confirm page posts it. */
export const newsletterConfirmSchema = z.object({ token: z.string().min(1).max(400) });
export type NewsletterConfirmInput = z.infer<typeof newsletterConfirmSchema>;

/**
 * The unsubscribe link's two parts (`?s=…&t=…`): the subscription's number and its signature. The
 * same address is the List-Unsubscribe header's, posted to by the mail program (RFC 8058).
 */
export const newsletterUnsubscribeQuerySchema = z.object({
  s: z.string().regex(/^\d{1,12}$/),
  t: z.string().regex(/^[0-9a-f]{64}$/),
});
export type NewsletterUnsubscribeQuery = z.infer<typeof newsletterUnsubscribeQuerySchema>;

/** What subscribing, confirming and unsubscribing answer. */
export const newsletterAnswerSchema = z.object({
  status: z.enum(['check-email', 'confirmed', 'unsubscribed']),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** A post's sending to the subscribers, as the blog editor shows it (null: not sent). */
export const newsletterSendSchema = z.object({
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  /** Confirmed subscribers when it was sent. */
  recipients: z.number().int(),
  /** Of their e-mails: delivered, given up, still waiting for the mail server. */
  delivered: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
  /** Of them, how many have unsubscribed since. */
  unsubscribedSince: z.number().int(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** The back office's subscriber list (admins only). */
export const SUBSCRIBER_STATES = ['waiting', 'subscribed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  language: z.enum(['en', 'es']),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListQuerySchema = z.object({
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const subscriberListSchema = z.object({
  items: z.array(subscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Confirmed and not unsubscribed: who a post is sent to. */
  subscribed: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
