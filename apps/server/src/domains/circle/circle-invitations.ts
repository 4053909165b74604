import {
  AUTH_MESSAGES,
  CIRCLE_RIGHTS,
  invitationTokenSchema,
  isClientRole,
  parseList,
  type AcceptWithNewAccountInput,
  type CircleInvitation,
  type Locale,
} from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword, isCommonPassword } from '../../lib/passwords.js';
import { sha256 } from '../../lib/tokens.js';
import { accountRegistered, type UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './circle-events.js';
import { actForClient } from './helped-accounts.js';
import type { CircleLink, OpenInvitation } from './trusted-contacts-repository.js';

/**
 * The invitee's side of an invitation link (docs/circle.md): look at it, accept it with the account
 * they are signed in to, or create an account for the invited address and accept at once. A token
 * that is made up, spent, expired or withdrawn always gets the same 404.
 */

/** The open invitation this token opens, or the 404 every spent, expired or made-up token gets. */
async function openInvitation(ctx: ServiceContext, token: string): Promise<OpenInvitation> {
  // A token that does not even have a token's shape gets the 404 of a wrong one, without a lookup.
  if (!invitationTokenSchema.safeParse(token).success) throw notFound('circle_invitation_invalid');
  const invitation = await ctx.repos.trustedContacts.findOpenInvitation(sha256(token), new Date().toISOString());
  if (!invitation) throw notFound('circle_invitation_invalid');
  return invitation;
}

/** What the invitation page shows: whose circle, which rights, and whether to sign in or make an account. */
export async function invitationToShow(ctx: ServiceContext, token: string): Promise<CircleInvitation> {
  const invitation = await openInvitation(ctx, token);
  const account = await ctx.repos.users.findByEmail(invitation.email);
  return {
    clientName: invitation.clientName,
    name: invitation.name,
    email: invitation.email,
    rights: parseList(invitation.rights, CIRCLE_RIGHTS),
    hasAccount: account !== undefined,
  };
}

/**
 * `user` accepts the invitation: only a client account whose e-mail is the invited address, and
 * not the client themselves. The token is spent once, even when two accepts race.
 */
async function accept(tx: ServiceContext, user: UserRecord, token: string): Promise<OpenInvitation> {
  const invitation = await openInvitation(tx, token);
  // Staff see every client's data already; a trusted contact is someone from the client's own life.
  if (!isClientRole(user.role)) throw forbidden('circle_back_office_not_contact');
  if (user.email.toLowerCase() !== invitation.email) throw forbidden('circle_invitation_other_email');
  if (user.id === invitation.clientId) throw forbidden('circle_email_is_yours');
  if (await tx.repos.trustedContacts.activeLink(invitation.clientId, user.id)) {
    throw conflict('circle_already_in');
  }
  const accepted = await tx.repos.trustedContacts.accept(sha256(token), user.id, new Date().toISOString());
  if (!accepted) throw notFound('circle_invitation_invalid');
  await tx.repos.events.record(
    activity.circleAccepted(
      user,
      { id: invitation.clientId, name: invitation.clientName },
      { id: accepted.id, name: accepted.name },
    ),
  );
  return invitation;
}

/**
 * The signed-in `user` accepts the invitation, and the session (when there is one) now works on the
 * client's account. The answer is whose circle it joined, and the live link.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  user: UserRecord,
  token: string,
  sessionId: string | null,
): Promise<{ clientId: number; link: CircleLink | null }> {
  return ctx.inTransaction(async (tx) => {
    const { clientId } = await accept(tx, user, token);
    return { clientId, link: await actForClient(tx, user, sessionId, clientId) };
  });
}

/**
 * Someone without an account accepts: a client account for the invited address (an address with an
 * account must sign in first), then the acceptance. The answer is the new account and whose circle
 * it joined; the route then starts its session.
 */
export async function acceptWithNewAccount(
  ctx: ServiceContext,
  token: string,
  { firstName, lastName, password }: AcceptWithNewAccountInput,
  language: Locale,
): Promise<{ user: UserRecord; clientId: number }> {
  const invitation = await openInvitation(ctx, token);
  if (await ctx.repos.users.findByEmail(invitation.email)) {
    throw conflict('circle_invitation_needs_sign_in');
  }
  if (await isCommonPassword(password)) {
    throw badRequest('common_password', { password: AUTH_MESSAGES.commonPassword });
  }
  const user = await createAccount(ctx, invitation.email, {
    firstName,
    lastName,
    passwordHash: await hashPassword(password),
    language,
  });
  const accepted = await ctx.inTransaction((tx) => accept(tx, user, token));
  return { user, clientId: accepted.clientId };
}

/**
 * A client account for the invited address, with a username made from the address (the person
 * can sign in with either), stored with its activity event. A second accept of the same link meets
 * the address already taken. Each try is a transaction of its own: a name taken meanwhile is tried
 * again with the next one.
 */
async function createAccount(
  ctx: ServiceContext,
  email: string,
  fields: Pick<UserRecord, 'firstName' | 'lastName' | 'passwordHash' | 'language'>,
): Promise<UserRecord> {
  const base = usernameBase(email);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const username = attempt === 1 ? base : `${base}${attempt}`;
    const taken = await ctx.repos.users.findConflicts({ username, email });
    if (taken.email) throw conflict('circle_invitation_needs_sign_in');
    if (taken.username) continue;
    try {
      return await ctx.inTransaction(async (tx) => {
        const user = await tx.repos.users.create({ ...fields, username, email, role: 'client' });
        await tx.repos.events.record(accountRegistered(user));
        return user;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw conflict('circle_invitation_needs_sign_in');
}

/** The address's part before the @, in plain letters and digits, 3 to 40 characters. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  const trimmed = local.replace(/^[._-]+|[._-]+$/g, '').slice(0, 40);
  return trimmed.length >= 3 ? trimmed : `${trimmed || 'user'}${'000'.slice(trimmed.length)}`.slice(0, 40);
}
