import {
  ADMIN_USER_MESSAGES,
  adminUserSchema,
  adminUsersQuerySchema,
  isAdminRole,
  isClientRole,
  pageSchema,
  userCreateSchema,
  userUpdateSchema,
  type UserUpdate,
  codeMessage,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors.js';
import { currentUser } from '../guards.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors.js';
import { hashPassword, passwordProblem, type PasswordOwner } from '../../../lib/passwords.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { toAdminUser } from '../users-repository.js';
import * as activity from '../account-events.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The back office's Users screen: admins only (staff and clients 403, signed out 401, checked
 * before the body is read). Password hashes never leave the server.
 */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** 409 with the field's message when another account already uses the username or e-mail. */
  async function assertAvailable(fields: { username?: string; email?: string }, exceptId?: number) {
    const taken = await app.repos.users.findConflicts(fields, exceptId);
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

  app.get(
    '/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: pageSchema(adminUserSchema) } } },
    async (request) => app.repos.users.list(request.query),
  );

  app.get('/admin/users/:id', { schema: { params, response: { 200: adminUserSchema } } }, async (request) => {
    const id = parseRouteId(request.params.id);
    const user = id === undefined ? undefined : await app.repos.users.findForAdmin(id);
    if (!user) throw notFound('user_not_found');
    return user;
  });

  app.post(
    '/admin/users',
    { schema: { body: userCreateSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const actor = currentUser(request);
      // Only the form's fields reach here: an `id`, `createdAt` or `passwordHash` in the body is dropped.
      const { password, ...fields } = request.body;
      await assertAllowed(password, fields);
      await assertAvailable(fields);
      let user;
      try {
        user = await app.repos.users.create({ ...fields, passwordHash: await hashPassword(password) });
      } catch (err) {
        if (isUniqueViolation(err)) await assertAvailable(fields);
        throw err;
      }
      await app.repos.events.record(activity.accountCreated(actor, user));
      return reply.code(201).send(toAdminUser(user));
    },
  );

  app.patch(
    '/admin/users/:id',
    { schema: { params, body: userUpdateSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const id = parseRouteId(request.params.id);
      if (id === actor.id) {
        // The one reason that matters most comes first: the business would have no admin left.
        const leaving =
          (request.body.role !== undefined && !isAdminRole(request.body.role)) || request.body.active === false;
        if (leaving && (await app.repos.users.countActiveAdmins()) <= 1) {
          const field = request.body.active === false ? 'active' : 'role';
          throw conflict('last_admin', { [field]: ADMIN_USER_MESSAGES.lastAdmin });
        }
        throw forbidden('own_account');
      }
      const target = id === undefined ? undefined : await app.repos.users.findById(id);
      if (!target) throw notFound('user_not_found');

      const { password, ...fields }: UserUpdate = request.body;
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
      await assertAvailable({ username: fields.username, email: fields.email }, target.id);

      let result;
      try {
        result = await app.repos.users.updateAccount(target.id, {
          ...fields,
          ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}),
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          await assertAvailable({ username: fields.username, email: fields.email }, target.id);
        }
        throw err;
      }
      if (result.status === 'not-found') throw notFound('user_not_found');
      if (result.status === 'last-admin') {
        const field = fields.active === false ? 'active' : 'role';
        throw conflict('last_admin', { [field]: ADMIN_USER_MESSAGES.lastAdmin });
      }

      const { before, user } = result;
      // A deactivated account, or one whose password an admin reset, is signed out everywhere.
      if ((before.active && !user.active) || password !== undefined) {
        await app.repos.sessions.deleteForUser(user.id);
      }
      // A new role, or an account turned off or signed out, may end what open chat sockets may see.
      app.accessChanges.notify();
      const event = activity.accountEdited(actor, before, user, password !== undefined);
      if (event) await app.repos.events.record(event);
      return toAdminUser(user);
    },
  );
};

export default usersRoutes;
