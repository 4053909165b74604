import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createLocalChatBus, createPostgresChatBus, type ChatBus } from '../../domains/chat/chat-bus.js';
import { createChatHub, type ChatHub } from '../../domains/chat/chat-hub.js';
import { createChatPresence, type ChatPresence } from '../../domains/chat/chat-presence.js';
import { createChatService, toLiveMessage, type ChatService } from '../../domains/chat/chat-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    chat: { bus: ChatBus; hub: ChatHub; presence: ChatPresence; service: ChatService };
  }
}

/**
 * Live chat on this instance (docs/decisions/014-live-chat.md): the sockets' hub, the bus that carries events
 * between instances (LISTEN/NOTIFY on PostgreSQL, in process on SQLite), staff presence, and the
 * service the socket and HTTP routes share.
 */
export default fp<{ config: AppConfig }>(
  async (app) => {
    const repo = app.repos.chat;
    const bus =
      app.dbEngine === 'postgres' && app.dbUrl
        ? await createPostgresChatBus({
            url: app.dbUrl,
            db: app.db,
            log: app.log,
            async load(notice) {
              if (notice.ref === 'message') {
                const row = await repo.findMessage(notice.id);
                return row && { type: 'message', message: toLiveMessage(row) };
              }
              const conversation = await repo.findConversation(notice.id);
              return conversation && { type: 'conversation', conversation };
            },
          })
        : createLocalChatBus(app.log);
    const hub = createChatHub();
    bus.subscribe((event) => hub.deliver(event));
    const presence = createChatPresence({
      repo,
      instanceId: randomUUID(),
      log: app.log,
      staffHere: () => hub.staffCount(),
    });
    const service = createChatService({
      bus,
      log: app.log,
      anyStaffOnline: (now) => presence.anyStaffOnline(now),
      visitorHere: (conversationId) => hub.visitorCount(conversationId) > 0,
    });
    app.decorate('chat', { bus, hub, presence, service });

    app.addHook('onReady', async () => presence.start());
    app.addHook('onClose', async () => {
      await presence.stop();
      await bus.close();
    });
  },
  { name: 'chat', dependencies: ['db', 'repositories', 'mailer'] },
);
