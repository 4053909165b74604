import { adminUserSchema, adminUsersQuerySchema, pageSchema, userCreateSchema, userUpdateSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../guards.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { accountForAdmin, createAccount, editAccount, listAccounts } from '../admin-accounts.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The back office's Users screen: admins only (staff and clients 403, signed out 401, checked
 * before the body is read). Password hashes never leave the server.
 */
const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: pageSchema(adminUserSchema) } } },
    async (request) => listAccounts(ctx, request.query),
  );

  app.get('/admin/users/:id', { schema: { params, response: { 200: adminUserSchema } } }, async (request) =>
    accountForAdmin(ctx, parseRouteId(request.params.id)),
  );

  app.post(
    '/admin/users',
    { schema: { body: userCreateSchema, response: { 201: adminUserSchema } } },
    // Only the form's fields reach here: an `id`, `createdAt` or `passwordHash` in the body is dropped.
    async (request, reply) => reply.code(201).send(await createAccount(ctx, currentUser(request), request.body)),
  );

  app.patch(
    '/admin/users/:id',
    { schema: { params, body: userUpdateSchema, response: { 200: adminUserSchema } } },
    async (request) => editAccount(ctx, currentUser(request), parseRouteId(request.params.id), request.body),
  );
};

export default usersRoutes;
