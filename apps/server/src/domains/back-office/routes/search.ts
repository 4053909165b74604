import {
  ADMIN_SEARCH_GROUP_LIMIT,
  adminSearchQuerySchema,
  adminSearchResultsSchema,
  isAdminRole,
  type AdminSearchResults,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../accounts/index.js';

/**
 * GET /api/admin/search?q=: the back-office layout's search box. Up to five
 * each of contact requests, blog posts and appointments, and of users for admins only (staff
 * cannot reach Users, so their search never reads the users table).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultsSchema } } },
    async (request): Promise<AdminSearchResults> => {
      const { q } = request.query;
      const isAdmin = isAdminRole(currentUser(request).role);
      const first = { page: 1, pageSize: ADMIN_SEARCH_GROUP_LIMIT, search: q };
      const [contacts, users, posts, appointments] = await Promise.all([
        app.repos.contactRequests.listForStaff({ search: q }, first),
        isAdmin ? app.repos.users.list(first) : undefined,
        app.repos.blogPosts.listForAdmin(first),
        app.repos.appointments.listPage({ search: q }, first, 'newest'),
      ]);
      return {
        q,
        contacts: contacts.items.map((c) => ({
          id: c.id,
          name: `${c.firstName} ${c.lastName}`,
          email: c.email,
          status: c.status,
          trackingToken: c.trackingToken,
          serviceInterest: c.serviceInterest,
        })),
        users: (users?.items ?? []).map((u) => ({
          id: u.id,
          name: `${u.firstName} ${u.lastName}`,
          username: u.username,
          email: u.email,
          role: u.role,
          active: u.active,
        })),
        posts: posts.items.map((p) => ({ id: p.id, title: p.title, slug: p.slug, published: p.published })),
        appointments: appointments.items.map((a) => ({
          id: a.id,
          clientName: a.clientName,
          clientEmail: a.clientEmail,
          appointmentDate: a.appointmentDate,
          startTime: a.startTime,
          status: a.status,
        })),
      };
    },
  );
};

export default searchRoutes;
