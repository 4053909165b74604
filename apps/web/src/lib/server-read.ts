import { isClientRole, type SessionUser } from '@ta/shared';
import type { QueryKey } from '@tanstack/react-query';

/**
 * A read the server makes before rendering a page, so that the page's content is in the HTML: the API
 * path it GETs (as the visitor), and the query key the page reads the answer under. A 200 answer fills
 * the key and a 404 fills it with null (the page shows its own "not found"); any other answer is left to
 * the browser, which shows its loading and error states.
 */
export interface ServerRead {
  queryKey: QueryKey;
  path: string;
  /** Read only for a signed-in visitor: a signed-out one is sent to sign in, so the read would be wasted. */
  signedInOnly?: boolean;
  /**
   * Read only for a client on their own account: the API refuses it to staff and to someone helping with
   * the account (the page shows them no such part), and a helper's refusal would go into the client's
   * access log as something she tried.
   */
  accountHolderOnly?: boolean;
  /**
   * A list or a figure the page shows beside others (a dashboard's card): a 404 leaves it to the browser, as any
   * other failed read, rather than filling it with null, which only a page about one thing can show as "not found".
   */
  part?: boolean;
}

/**
 * What the server reads before rendering one page, given the parameters of its route's path (`:slug`)
 * and the query string; null stands for "nothing to read" (a search term that is too short). A page
 * module exports it beside its component, and its route in app/routes.tsx points to it.
 */
/** Whether the server makes `read` for this visitor (the page's HTML then carries its answer). */
export function readFor(read: ServerRead, user: SessionUser | null): boolean {
  if (user === null) return read.signedInOnly !== true && read.accountHolderOnly !== true;
  if (read.accountHolderOnly !== true) return true;
  return isClientRole(user.role) && !user.actingFor && !user.actingEnded;
}

export type Prefetch = (params: Record<string, string | undefined>, search: URLSearchParams) => (ServerRead | null)[];
