import {
  adminChatConversationSchema,
  adminChatListQuerySchema,
  adminChatMessageSchema,
  adminChatPageSchema,
  adminChatUnreadSchema,
  adminChatUpdateSchema,
  cannedRepliesSchema,
  chatAssigneeSchema,
  chatConversationSummarySchema,
  conversationIdSchema,
  staffChatReplySchema,
  type AdminChatMessage,
  type ChatConversationSummary,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../accounts/index.js';
import { jsonRoute, operation } from '../../../http/operations.js';
import { notFound } from '../../../lib/http-errors.js';
import { cannedReplies } from '../canned-replies.js';
import type { ChatMessageRow } from '../chat-repository.js';
import { conversationForStaff, listConversations, unreadChatTotals } from '../chat-service.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: conversationIdSchema });

function toAdminMessage(
  row: ChatMessageRow,
  conversation: Pick<ChatConversationSummary, 'visitorName'>,
): AdminChatMessage {
  return {
    id: row.id,
    message: row.message,
    isFromUser: row.isFromUser,
    senderName: row.isFromUser ? (row.senderName ?? conversation.visitorName) : row.senderName,
    status: row.status,
    createdAt: row.createdAt,
    note: row.isNote,
  };
}

/**
 * The inbox's reads a back-office page is rendered with: the sidebar's unread badge. Staff and
 * admins, as every call of http/staff-routes.ts.
 */
export function staffChatOperations(app: FastifyInstance, config: AppConfig) {
  const ctx = serviceContext(app, config);
  return {
    unread: operation({
      checks: [requireStaff],
      response: adminChatUnreadSchema,
      run: async () => unreadChatTotals(ctx),
    }),
  };
}

/**
 * The staff chat inbox: conversations, history, replies and private notes, read and close, and who answers each. Each
 * change is published, so every open inbox on every instance updates live.
 */
const chatRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { service } = app.chat;
  const ctx = serviceContext(app, config);
  const missing = () => notFound('chat_conversation_not_found');
  const ops = staffChatOperations(app, config);

  app.get(
    '/admin/chat/conversations',
    { schema: { querystring: adminChatListQuerySchema, response: { 200: adminChatPageSchema } } },
    async (request) => listConversations(ctx, request.query),
  );

  jsonRoute(app, 'GET', '/admin/chat/unread', ops.unread, { pageRead: true });

  app.get(
    '/admin/chat/conversations/:id',
    { schema: { params, response: { 200: adminChatConversationSchema } } },
    async (request) => {
      const found = await conversationForStaff(ctx, request.params.id);
      if (!found) throw missing();
      const { conversation, messages } = found;
      return { conversation, messages: messages.map((m) => toAdminMessage(m, conversation)) };
    },
  );

  app.post(
    '/admin/chat/conversations/:id/messages',
    { schema: { params, body: staffChatReplySchema, response: { 201: adminChatMessageSchema } } },
    async (request, reply) => {
      const sent = await service.staffReply(ctx, request.params.id, currentUser(request), request.body.message);
      if (!sent) throw missing();
      return reply.code(201).send(toAdminMessage(sent.message, sent.conversation));
    },
  );

  app.post(
    '/admin/chat/conversations/:id/notes',
    { schema: { params, body: staffChatReplySchema, response: { 201: adminChatMessageSchema } } },
    async (request, reply) => {
      const note = await service.staffNote(ctx, request.params.id, currentUser(request), request.body.message);
      if (!note) throw missing();
      return reply.code(201).send(toAdminMessage(note, { visitorName: null }));
    },
  );

  app.post('/admin/chat/conversations/:id/read', { schema: { params } }, async (request, reply) => {
    if (!(await service.markRead(ctx, request.params.id))) throw missing();
    return reply.code(204).send();
  });

  app.get('/admin/chat/canned-replies', { schema: { response: { 200: cannedRepliesSchema } } }, async () =>
    cannedReplies(ctx),
  );

  app.put(
    '/admin/chat/conversations/:id/assignee',
    { schema: { params, body: chatAssigneeSchema, response: { 200: chatConversationSummarySchema } } },
    async (request) => {
      const conversation = await service.assign(
        ctx,
        request.params.id,
        currentUser(request),
        request.body.assignedToId,
      );
      if (!conversation) throw missing();
      return conversation;
    },
  );

  app.patch(
    '/admin/chat/conversations/:id',
    { schema: { params, body: adminChatUpdateSchema, response: { 200: chatConversationSummarySchema } } },
    async (request) => {
      const conversation = await service.setStatus(ctx, request.params.id, request.body.status);
      if (!conversation) throw missing();
      return conversation;
    },
  );
};

export default chatRoutes;
