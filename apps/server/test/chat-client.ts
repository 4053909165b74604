import { chatServerFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@ta/shared';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../src/app.js';

/** Starts the app on a free local port; returns the site's origin (for the Origin header). */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A test's end of /ws: every frame it received, checked with the shared schema, and its close. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(String(data))));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  static open(origin: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, { headers: { origin, ...headers } });
    const client = new ChatClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** The status of a refused upgrade (the socket never opens). */
  static refused(origin: string, headers: Record<string, string>): Promise<number> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, { headers });
    return new Promise((resolve, reject) => {
      // Handling the response ourselves: ws then leaves the request for us to end.
      socket.on('error', () => undefined);
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.once('open', () => reject(new Error('the upgrade was accepted')));
    });
  }

  send(frame: ChatClientFrame | Record<string, unknown>) {
    this.socket.send(JSON.stringify(frame));
  }

  /** Resolves once `count` frames match (frames already received count too). */
  async until(match: (frame: ChatServerFrame) => boolean, count = 1): Promise<ChatServerFrame[]> {
    for (;;) {
      const found = this.frames.filter(match);
      if (found.length >= count) return found;
      if (this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`socket closed with ${found.length} of ${count} frames: ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  /** Joins and waits for the answer: every frame sent before it has been handled by then. */
  async join(conversationId: string) {
    const before = this.frames.filter((f) => f.type === 'connected' && f.conversationId === conversationId).length;
    this.send({ type: 'join', conversationId });
    await this.until((f) => f.type === 'connected' && f.conversationId === conversationId, before + 1);
  }

  messages() {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  }

  close() {
    this.socket.close();
  }
}
