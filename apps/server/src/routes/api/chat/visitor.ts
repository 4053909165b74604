import {
  chatContactInfoSchema,
  chatContactSavedSchema,
  chatHistorySchema,
  conversationIdSchema,
  sendChatMessageSchema,
  sentChatMessageSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { chatSenderOf, notEnded } from '../../../lib/circle-guards.js';
import { callLimit } from '../../../lib/rate-limits.js';

const conversationParams = z.object({ conversationId: conversationIdSchema });

/**
 * The widget's calls. The conversation id is the only key to a history:
 * anyone holding it may read and write, nobody can list ids. Limited per address. A trusted
 * contact helping with a client's account with the `act` right writes for the client; without it,
 * as themselves (lib/circle-guards.ts, chatSenderOf).
 */
const visitorChatRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const rateLimit = callLimit(config, 30, '1 minute');

  app.get(
    '/chat/:conversationId',
    {
      config: { rateLimit },
      onSend: keepPrivate,
      schema: { params: conversationParams, response: { 200: chatHistorySchema } },
    },
    async (request) => app.repos.chat.history(request.params.conversationId),
  );

  app.post(
    '/chat',
    {
      onRequest: notEnded,
      config: { rateLimit },
      schema: { body: sendChatMessageSchema, response: { 201: sentChatMessageSchema } },
    },
    async (request, reply) => {
      const result = await app.chat.service.visitorMessage(request.body, await chatSenderOf(request));
      const { id, message, isFromUser, createdAt } = result.message;
      return reply.code(201).send({ message: { id, message, isFromUser, createdAt }, autoReply: result.httpReply });
    },
  );

  app.put(
    '/chat/:conversationId/contact',
    {
      onRequest: notEnded,
      config: { rateLimit },
      schema: { params: conversationParams, body: chatContactInfoSchema, response: { 200: chatContactSavedSchema } },
    },
    async (request) => {
      await app.chat.service.saveContact(request.params.conversationId, request.body, await chatSenderOf(request));
      return { saved: true as const };
    },
  );
};

export default visitorChatRoutes;
