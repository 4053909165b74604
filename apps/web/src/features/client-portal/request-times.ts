import { defaultBusiness, type ClientRequest } from '@ta/shared';
import { formatDistance } from 'date-fns';

/** "3 days ago"; a time slightly ahead of this device's clock reads as just now, never "in 2 minutes". */
export function timeAgo(iso: string, now: Date): string {
  const date = new Date(iso);
  return formatDistance(date.getTime() > now.getTime() ? now : date, now, { addSuffix: true });
}

/** "Created … ago" and "Last updated … ago"; a request nobody has touched yet says so. */
export function requestTimes(request: Pick<ClientRequest, 'createdAt' | 'updatedAt'>, now: Date) {
  return {
    created: `Created ${timeAgo(request.createdAt, now)}`,
    updated: request.updatedAt ? `Last updated ${timeAgo(request.updatedAt, now)}` : 'Not updated yet',
  };
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: defaultBusiness.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'MMMM d, yyyy' in the business's time zone: the same text on the server and in every browser. */
export function requestDate(iso: string): string {
  return longDate.format(new Date(iso));
}
