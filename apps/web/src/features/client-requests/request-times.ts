import type { ClientRequest, Locale } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';
import { timeAgo } from '../../lib/instant-format';

type Line = { id: MessageId; values?: { when: string } };

/** "Created … ago" and "Last updated … ago" in the reader's language; a request nobody has touched yet says so. */
export function requestTimes(
  request: Pick<ClientRequest, 'createdAt' | 'updatedAt'>,
  now: Date,
  locale: Locale = 'en',
): { created: Line; updated: Line } {
  return {
    created: { id: 'client.request.created', values: { when: timeAgo(request.createdAt, now, locale) } },
    updated: request.updatedAt
      ? { id: 'client.request.updated', values: { when: timeAgo(request.updatedAt, now, locale) } }
      : { id: 'client.request.not-updated' },
  };
}
