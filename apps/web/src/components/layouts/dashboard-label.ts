import { dashboardPathFor, type Role } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

/**
 * The header's dashboard entry for a role, as a message of the page's language: the same choice as
 * `dashboardPathFor` (the back office for staff and admins, the client area for clients).
 */
export function dashboardLabelId(role: Role): MessageId {
  return dashboardPathFor(role) === '/admin' ? 'chrome.dashboard.admin' : 'chrome.dashboard.client';
}
