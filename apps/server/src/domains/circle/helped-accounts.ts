import type { CircleSmsKind, HelpedAccount, VisitStep } from '@ta/shared';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './circle-events.js';
import type { CircleLink } from './trusted-contacts-repository.js';

/**
 * A trusted contact's side (docs/circle.md): the accounts they help with, which one their session
 * works on, and their own visit e-mails for each.
 */

/** The accounts `user` helps with. */
export async function helpedAccounts(ctx: ServiceContext, user: UserRecord): Promise<HelpedAccount[]> {
  return ctx.repos.trustedContacts.helpedAccounts(user.id);
}

/**
 * The session now works on `clientId`'s account (its open sockets are checked again); the answer
 * is the live link, read now. For a contact who has just accepted, inside the acceptance's transaction.
 */
export async function actForClient(
  tx: ServiceContext,
  user: UserRecord,
  sessionId: string | null,
  clientId: number,
): Promise<CircleLink | null> {
  if (sessionId !== null) {
    await tx.repos.sessions.setActingFor(sessionId, clientId);
    tx.accessChanged();
  }
  return (await tx.repos.trustedContacts.activeLink(clientId, user.id)) ?? null;
}

/** After an acceptance that made the account: its new session works on the client's account. */
export async function actForAcceptedClient(
  ctx: ServiceContext,
  user: UserRecord,
  sessionId: string | null,
  clientId: number,
): Promise<CircleLink | null> {
  return ctx.inTransaction((tx) => actForClient(tx, user, sessionId, clientId));
}

/**
 * The session switches to the account of `clientId` (only with a link live at this moment, and the
 * switch is recorded for the client), or back to the contact's own (`null`, always allowed, also
 * after the client ended the access). The answer is the link the session now works under.
 */
export async function switchAccount(
  ctx: ServiceContext,
  user: UserRecord,
  sessionId: string,
  clientId: number | null,
): Promise<CircleLink | null> {
  return ctx.inTransaction(async (tx) => {
    if (clientId === null) {
      await tx.repos.sessions.setActingFor(sessionId, null);
      tx.accessChanged();
      return null;
    }
    // Read now, not from the request: the link must be live at the moment of switching.
    const link = await tx.repos.trustedContacts.activeLink(clientId, user.id);
    if (!link) throw forbidden('circle_no_right');
    await tx.repos.sessions.setActingFor(sessionId, link.clientId);
    tx.accessChanged();
    await tx.repos.events.record(
      activity.circleSwitchedIn(user, { id: link.clientId, name: link.clientName }, link.id),
    );
    return link;
  });
}

/** The contact chooses which visit e-mails they get for the account of `clientId`; 404 if they help with none. */
export async function setHelpedNotices(
  ctx: ServiceContext,
  user: UserRecord,
  clientId: number,
  visitNotices: readonly VisitStep[],
): Promise<HelpedAccount> {
  return ctx.inTransaction(async (tx) => {
    const changed = await tx.repos.trustedContacts.setContactNotices(clientId, user.id, visitNotices);
    const account = changed
      ? (await tx.repos.trustedContacts.helpedAccounts(user.id)).find((a) => a.clientId === clientId)
      : undefined;
    if (!account) throw notFound('circle_contact_not_found');
    return account;
  });
}

/** The contact's own choice of texts about one account they help with (docs/sms.md); 404 when not theirs. */
export async function setHelpedTexts(
  ctx: ServiceContext,
  user: UserRecord,
  clientId: number,
  smsKinds: readonly CircleSmsKind[],
): Promise<HelpedAccount> {
  return ctx.inTransaction(async (tx) => {
    const changed = await tx.repos.trustedContacts.setContactSmsKinds(clientId, user.id, smsKinds);
    const account = changed
      ? (await tx.repos.trustedContacts.helpedAccounts(user.id)).find((a) => a.clientId === clientId)
      : undefined;
    if (!account) throw notFound('circle_contact_not_found');
    return account;
  });
}
