import {
  chatContactInfoSchema,
  chatContactSavedSchema,
  chatHistorySchema,
  conversationIdSchema,
  sendChatMessageSchema,
  sentChatMessageSchema,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { chatSenderOf, notEnded } from '../../circle/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { checkMayWrite, visitorHistory, type ChatSender } from '../chat-service.js';
import { serviceContext } from '../../service-context.js';

const conversationParams = z.object({ conversationId: conversationIdSchema });

/**
 * The widget's calls. The conversation id is the key to a visitor's history: anyone holding it may
 * read and write, nobody can list ids. A conversation that belongs to a client's account is theirs
 * alone (mayUseConversation). Limited per address. A trusted
 * contact helping with a client's account with the `act` right writes for the client; without it,
 * as themselves (domains/circle/circle-guards.ts, chatSenderOf).
 */
const visitorChatRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const rateLimit = callLimit(config, 30, '1 minute');
  const ctx = serviceContext(app, config);

  app.get(
    '/chat/:conversationId',
    {
      config: { rateLimit },
      onSend: keepPrivate,
      schema: { params: conversationParams, response: { 200: chatHistorySchema } },
    },
    async (request) => visitorHistory(ctx, request.params.conversationId, () => chatSenderOf(request)),
  );

  /** Writing into a conversation that belongs to another account is refused, as a chat that cannot be opened. */
  async function senderFor(request: FastifyRequest, conversationId: string): Promise<ChatSender> {
    const sender = await chatSenderOf(request);
    await checkMayWrite(ctx, conversationId, sender);
    return sender;
  }

  app.post(
    '/chat',
    {
      onRequest: notEnded,
      config: { rateLimit },
      schema: { body: sendChatMessageSchema, response: { 201: sentChatMessageSchema } },
    },
    async (request, reply) => {
      const sender = await senderFor(request, request.body.conversationId);
      const result = await app.chat.service.visitorMessage(ctx, request.body, sender);
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
      const sender = await senderFor(request, request.params.conversationId);
      await app.chat.service.saveContact(ctx, request.params.conversationId, request.body, sender);
      return { saved: true as const };
    },
  );
};

export default visitorChatRoutes;
