import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import helpingRoutes from './helping.js';
import invitationRoutes from './invitations.js';
import ownCircleRoutes from './own-circle.js';
import staffCircleRoutes from './staff-circle.js';

/**
 * The client's circle (docs/circle.md), one plugin per audience, each with its own guard: the
 * account holder's circle, the invitee's link, the trusted contact's accounts, and staff adding or
 * removing someone with the client's consent (under /api/admin). Every answer is private.
 */
const circleRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(ownCircleRoutes, { config });
  await app.register(helpingRoutes, { config });
  await app.register(invitationRoutes, { config });
  await app.register(staffCircleRoutes, { config });
};

export default circleRoutes;
