import websocket from '@fastify/websocket';
import { CHAT_FRAME_MAX_BYTES } from '@ta/shared';
import fp from 'fastify-plugin';

/**
 * WebSockets for the live chat (/ws). A frame over CHAT_FRAME_MAX_BYTES closes the socket (1009)
 * before it is read into memory. Registered before the routes, as the plugin requires.
 */
export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  },
  { name: 'websocket' },
);
