import type { ClientRequest } from '@ta/shared';
import { timeAgo } from '../../lib/instant-format';

/** "Created … ago" and "Last updated … ago"; a request nobody has touched yet says so. */
export function requestTimes(request: Pick<ClientRequest, 'createdAt' | 'updatedAt'>, now: Date) {
  return {
    created: `Created ${timeAgo(request.createdAt, now)}`,
    updated: request.updatedAt ? `Last updated ${timeAgo(request.updatedAt, now)}` : 'Not updated yet',
  };
}
