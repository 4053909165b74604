import type { NewsletterSend, SubscriberState } from '@ta/shared';
import { formatInstantDateTime } from '../../lib/instant-format';

/** A subscriber's state, always said in words. */
export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  waiting: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "12 people receive your posts." */
export function receiversLine(subscribed: number): string {
  if (subscribed === 0) return 'Nobody receives your posts yet.';
  return `${count(subscribed, 'person receives', 'people receive')} your posts.`;
}

/** The question before sending; without the count (not read yet) it says "your subscribers". */
export function sendQuestion(title: string, subscribed: number | undefined): string {
  const to = subscribed === undefined ? 'your subscribers' : count(subscribed, 'subscriber', 'subscribers');
  return `Send “${title}” to ${to}? A post can be sent once.`;
}

/**
 * "Sent on March 5, 2026 at 9:30 AM by Ann Admin to 120 subscribers: 118 delivered, 1 waiting, 1 failed.
 * 2 unsubscribed since." (no "by" when the sender's account is gone).
 */
export function sentLine(send: NewsletterSend): string {
  const by = send.sentBy ? ` by ${send.sentBy}` : '';
  const to = count(send.recipients, 'subscriber', 'subscribers');
  const figures = `${send.delivered.toLocaleString('en-US')} delivered, ${send.waiting.toLocaleString('en-US')} waiting, ${send.failed.toLocaleString('en-US')} failed.`;
  return `Sent on ${formatInstantDateTime(send.sentAt)}${by} to ${to}: ${figures} ${send.unsubscribedSince.toLocaleString('en-US')} unsubscribed since.`;
}
