import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../domains/repositories.js';
import { createAccessChanges, type AccessChanges } from '../../lib/access-changes.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    accessChanges: AccessChanges;
  }
}

/** Every repository, built once over the app's database (all SQL lives behind them), and who hears of ended access. */
export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
    app.decorate('accessChanges', createAccessChanges());
  },
  { name: 'repositories', dependencies: ['db'] },
);
