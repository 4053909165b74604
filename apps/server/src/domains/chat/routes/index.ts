import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import visitorChatRoutes from './visitor.js';

/** The chat widget's HTTP calls; the live side is /ws (domains/chat/routes/chat-socket.ts). */
const chatRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(visitorChatRoutes, { config });
};

export default chatRoutes;
