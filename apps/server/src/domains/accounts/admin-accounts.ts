import {
  ADMIN_USER_MESSAGES,
  codeMessage,
  isAdminRole,
  isClientRole,
  type AdminUser,
  type AdminUsersQuery,
  type Page,
  type UserCreate,
  type UserUpdate,
} from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword, passwordProblem, type PasswordOwner } from '../../lib/passwords.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './account-events.js';
import { toAdminUser, type UserRecord } from './users-repository.js';

/** The back office's Users screen (admins only). Password hashes never leave the server. */

/** 409 with the field's message when another account already uses the username or e-mail. */
async function assertAvailable(repos: Repositories, fields: { username?: string; email?: string }, exceptId?: number) {
  const taken = await repos.users.findConflicts(fields, exceptId);
  if (taken.username) {
    throw conflict('username_taken', { username: ADMIN_USER_MESSAGES.usernameTaken });
  }
  if (taken.email) throw conflict('user_email_taken', { email: ADMIN_USER_MESSAGES.emailTaken });
}

/** The same rule as `npm run admin:create` for the account's role (lib/passwords.ts). */
async function assertAllowed(password: string | undefined, owner: PasswordOwner) {
  const problem = password === undefined ? undefined : await passwordProblem(password, owner);
  if (problem) throw badRequest(problem, { password: codeMessage(problem) });
}

export async function listAccounts(ctx: ServiceContext, query: AdminUsersQuery): Promise<Page<AdminUser>> {
  return ctx.repos.users.list(query);
}

export async function accountForAdmin(ctx: ServiceContext, id: number | undefined): Promise<AdminUser> {
  const user = id === undefined ? undefined : await ctx.repos.users.findForAdmin(id);
  if (!user) throw notFound('user_not_found');
  return { ...user, hasPhoto: (await ctx.repos.users.photoKeyOf(user.id)) !== null };
}

/** A new account of any role, made by an admin, stored with its activity event. */
export async function createAccount(
  ctx: ServiceContext,
  actor: UserRecord,
  { password, ...fields }: UserCreate,
): Promise<AdminUser> {
  await assertAllowed(password, fields);
  await assertAvailable(ctx.repos, fields);
  const passwordHash = await hashPassword(password);
  try {
    return await ctx.inTransaction(async (tx) => {
      const user = await tx.repos.users.create({ ...fields, passwordHash });
      await tx.repos.events.record(activity.accountCreated(actor, user));
      return toAdminUser(user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) await assertAvailable(ctx.repos, fields);
    throw err;
  }
}

/**
 * An admin's edit of another account (never their own: the business must keep an admin, and a stolen
 * session must not widen itself). A deactivated account, or one whose password an admin reset, is
 * signed out everywhere.
 */
export async function editAccount(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number | undefined,
  changes: UserUpdate,
): Promise<AdminUser> {
  if (id === actor.id) {
    // The one reason that matters most comes first: the business would have no admin left.
    const leaving = (changes.role !== undefined && !isAdminRole(changes.role)) || changes.active === false;
    if (leaving && (await ctx.repos.users.countActiveAdmins()) <= 1) {
      const field = changes.active === false ? 'active' : 'role';
      throw conflict('last_admin', { [field]: ADMIN_USER_MESSAGES.lastAdmin });
    }
    throw forbidden('own_account');
  }
  const target = id === undefined ? undefined : await ctx.repos.users.findById(id);
  if (!target) throw notFound('user_not_found');

  const { password, ...fields } = changes;
  if (password === undefined && Object.values(fields).every((v) => v === undefined)) return toAdminUser(target);
  const role = fields.role ?? target.role;
  // A client given back-office access keeps no password that was only held to the client rule.
  if (isClientRole(target.role) && !isClientRole(role) && password === undefined) {
    throw badRequest('password_for_promotion', {
      password: ADMIN_USER_MESSAGES.passwordForPromotion,
    });
  }
  await assertAllowed(password, {
    role,
    username: fields.username ?? target.username,
    email: fields.email ?? target.email,
    firstName: fields.firstName ?? target.firstName,
    lastName: fields.lastName ?? target.lastName,
  });
  const names = { username: fields.username, email: fields.email };
  await assertAvailable(ctx.repos, names, target.id);
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined;

  try {
    return await ctx.inTransaction(async (tx) => {
      const result = await tx.repos.users.updateAccount(target.id, {
        ...fields,
        ...(passwordHash !== undefined ? { passwordHash } : {}),
      });
      if (result.status === 'not-found') throw notFound('user_not_found');
      if (result.status === 'last-admin') {
        const field = fields.active === false ? 'active' : 'role';
        throw conflict('last_admin', { [field]: ADMIN_USER_MESSAGES.lastAdmin });
      }
      const { before, user } = result;
      if ((before.active && !user.active) || password !== undefined) {
        await tx.repos.sessions.deleteForUser(user.id);
      }
      // A new role, or an account turned off or signed out, may end what open chat sockets may see.
      tx.accessChanged();
      const event = activity.accountEdited(actor, before, user, password !== undefined);
      if (event) await tx.repos.events.record(event);
      return toAdminUser(user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) await assertAvailable(ctx.repos, names, target.id);
    throw err;
  }
}
