import { unreadLabel } from '../chat-people';

/** "3 unread" in a filled pill: the count is in words, so colour is never the only sign. */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-700 px-2.5 py-0.5 text-base font-bold whitespace-nowrap text-white">
      {unreadLabel(count)}
    </span>
  );
}
