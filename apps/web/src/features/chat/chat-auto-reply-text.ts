import {
  businessDaysBetween,
  chatAutoReply,
  defaultBusiness,
  formatBusinessTime,
  openingHourLines,
  openingState,
} from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** "We will answer today / tomorrow / on Monday at 8:00 AM", in the page's language. */
function whenWeAnswer(now: Date, opening: Date, t: Translate, localeTag: string): string {
  const time = formatBusinessTime(opening, localeTag, { hour: 'numeric', minute: '2-digit' });
  const days = businessDaysBetween(now, opening);
  if (days === 0) return t('chat.auto.when.today', { time });
  if (days === 1) return t('chat.auto.when.tomorrow', { time });
  const weekday = formatBusinessTime(opening, localeTag, { weekday: 'long' });
  return t('chat.auto.when.weekday', { weekday, time });
}

/**
 * The server writes the chat's automatic reply in English (packages/shared, chat-auto-reply.ts). It
 * depends only on the time it was sent and on whether staff were online, so a page in another
 * language writes the same reply again in its own words when the text is one of the two English
 * replies for that time. Any other text (a business set up differently) is shown as it came.
 */
export function autoReplyText(text: string, sentAt: string, locale: 'en' | 'es', t: Translate, localeTag: string) {
  const now = new Date(sentAt);
  if (locale === 'en' || Number.isNaN(now.getTime())) return text;
  if (text === chatAutoReply(now, true)) return t('chat.auto.staff-online');
  if (text !== chatAutoReply(now, false)) return text;
  const { openNow, nextOpening } = openingState(now);
  const details = t('chat.auto.details');
  if (openNow) return t('chat.auto.busy', { details });
  return [
    t('chat.auto.closed', { hours: new Intl.ListFormat(localeTag).format(openingHourLines(localeTag)) }),
    nextOpening ? whenWeAnswer(now, nextOpening, t, localeTag) : null,
    details,
    t('chat.auto.urgent', { phone: defaultBusiness.phoneDisplay }),
  ]
    .filter((part) => part !== null)
    .join(' ');
}
