import type { CircleRight } from '@ta/shared';
import { clientAreaAccess, mayUse, type ClientAreaAccess } from './circle-access';
import { useSessionUser } from './session';

/** What the signed-in person may see and do in the client area, from the session the server seeded. */
export function useClientAreaAccess(): ClientAreaAccess {
  return clientAreaAccess(useSessionUser().data);
}

/**
 * Whether the signed-in person may do what `right` covers ('owner': only the account holder). A
 * page offers an action only when it is allowed: someone helping with an account never fills in a
 * form that would be refused (docs/circle.md, "What the pages offer"). The server checks each call too.
 */
export function useMayUse(right: CircleRight | 'owner'): boolean {
  return mayUse(useClientAreaAccess(), right);
}
