import type { CircleRight, SessionUser } from '@ta/shared';

/**
 * What the signed-in person may see in the client area (docs/circle.md). On their own account,
 * everything; helping with someone's account, what that person gave them; once that access has
 * ended, nothing of the account until they go back to their own. The server checks each call the
 * same way: this only keeps the menu and the pages from offering what would be refused.
 */
export type ClientAreaAccess =
  | { kind: 'own' }
  | { kind: 'helping'; clientId: number; name: string; rights: readonly CircleRight[] }
  | { kind: 'ended' };

export function clientAreaAccess(user: SessionUser | null | undefined): ClientAreaAccess {
  if (user?.actingEnded) return { kind: 'ended' };
  const acting = user?.actingFor;
  if (acting) return { kind: 'helping', clientId: acting.clientId, name: acting.name, rights: acting.rights };
  return { kind: 'own' };
}

/** Whether the person may see what `right` covers; with no right named, only the account holder may. */
export function mayUse(access: ClientAreaAccess, right: CircleRight | 'owner'): boolean {
  if (access.kind === 'own') return true;
  if (access.kind === 'ended' || right === 'owner') return false;
  return access.rights.includes(right);
}

/**
 * Who a request or call-back form is filled in for: the account in use. While helping with a client's
 * account, the request is the client's, so the form names the client (and leaves the e-mail to be
 * typed: the helper's own is not the client's); never the helper's own name.
 */
export function requestPrefill(user: SessionUser | null | undefined): { name: string; email: string } {
  if (!user) return { name: '', email: '' };
  const access = clientAreaAccess(user);
  if (access.kind === 'helping') return { name: access.name, email: '' };
  if (access.kind === 'ended') return { name: '', email: '' };
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}
