import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createAppointmentsRepository } from '../../repositories/appointments-repository.js';
import { createBlogPostsRepository } from '../../repositories/blog-posts-repository.js';
import { createChatRepository } from '../../repositories/chat-repository.js';
import { createContactRequestsRepository } from '../../repositories/contact-requests-repository.js';
import { createDashboardQueries } from '../../repositories/dashboard-queries.js';
import { createEventsRepository } from '../../repositories/events-repository.js';
import { createFurniturePhotosRepository } from '../../repositories/furniture-photos-repository.js';
import { createJobLocksRepository } from '../../repositories/job-locks-repository.js';
import { createPasswordResetRepository } from '../../repositories/password-reset-repository.js';
import { createServiceTypesRepository } from '../../repositories/service-types-repository.js';
import { createSessionsRepository } from '../../repositories/sessions-repository.js';
import { createStaffOutboxQueries } from '../../repositories/staff-outbox-queries.js';
import { createUsersRepository } from '../../repositories/users-repository.js';

function createRepositories(db: Kysely<Database>) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    passwordResets: createPasswordResetRepository(db),
    events: createEventsRepository(db),
    serviceTypes: createServiceTypesRepository(db),
    contactRequests: createContactRequestsRepository(db),
    furniturePhotos: createFurniturePhotosRepository(db),
    blogPosts: createBlogPostsRepository(db),
    appointments: createAppointmentsRepository(db),
    jobLocks: createJobLocksRepository(db),
    dashboard: createDashboardQueries(db),
    outbox: createStaffOutboxQueries(db),
    chat: createChatRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** Every repository, built once over the app's database. All SQL lives behind these. */
export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
