import type { ClientRequest } from '@ta/shared';
import type { ReactNode } from 'react';
import { timeAgo } from '../../../lib/instant-format';

interface RequestSummaryProps {
  request: ClientRequest;
  now: Date;
  /** The status badge, drawn by the page (the tracking feature owns the badge). */
  statusBadge: ReactNode;
}

/** One request: service, status in words, and how long ago it was sent. */
export function RequestSummary({ request, now, statusBadge }: RequestSummaryProps) {
  return (
    <li className="space-y-2 rounded-xl border border-line bg-canvas p-4">
      <p className="text-lg font-bold break-words text-brand-950">{request.serviceInterest}</p>
      <p>
        <span className="sr-only">Status: </span>
        {statusBadge}
      </p>
      <p className="text-base text-muted">
        Sent <time dateTime={request.createdAt}>{timeAgo(request.createdAt, now)}</time>
      </p>
    </li>
  );
}
