import { CHAT_SOCKET_PATH, chatServerFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@ta/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * The browser's end of `/ws`: one socket on the page's own host (wss: on https:), frames
 * checked with the shared schema, and reconnection with growing pauses. The widget and the staff
 * inbox both use it; what to do with frames is theirs.
 */
export type ChatSocketStatus = 'connecting' | 'open' | 'closed';

export interface ChatSocketOptions {
  onFrame(frame: ChatServerFrame): void;
  onStatus?(status: ChatSocketStatus): void;
  /** Frames to send each time the socket (re)opens, such as the join. */
  onOpenFrames?(): ChatClientFrame[];
}

export interface ChatSocket {
  /** Sends a frame if the socket is open; false when it is not (the caller falls back to HTTP). */
  send(frame: ChatClientFrame): boolean;
  isOpen(): boolean;
  close(): void;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CHAT_SOCKET_PATH}`;
}

export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  let socket: WebSocket | undefined;
  let retry = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const setStatus = (status: ChatSocketStatus) => options.onStatus?.(status);

  function connect() {
    if (stopped) return;
    setStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(chatSocketUrl(window.location));
    } catch (err) {
      // Socket errors are only logged, never shown to the visitor.
      console.warn('chat socket could not open', err);
      scheduleRetry();
      return;
    }
    socket = ws;
    ws.addEventListener('open', () => {
      retry = 0;
      setStatus('open');
      for (const frame of options.onOpenFrames?.() ?? []) ws.send(JSON.stringify(frame));
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        console.warn('chat socket sent a frame that is not JSON');
        return;
      }
      const parsed = chatServerFrameSchema.safeParse(data);
      if (parsed.success) options.onFrame(parsed.data);
      else console.warn('chat socket sent an unexpected frame', parsed.error.issues);
    });
    ws.addEventListener('close', () => {
      if (socket === ws) socket = undefined;
      // A socket closed by close() reports nothing: its closing arrives late, when a new socket
      // (React's effect run twice, or a page opened again) may already be open.
      if (stopped) return;
      setStatus('closed');
      scheduleRetry();
    });
    ws.addEventListener('error', () => console.warn('chat socket error'));
  }

  function scheduleRetry() {
    if (stopped) return;
    const delay = RETRY_DELAYS_MS[Math.min(retry, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
    retry += 1;
    timer = setTimeout(connect, delay);
  }

  connect();

  return {
    send(frame) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = undefined;
    },
  };
}

/**
 * A socket that lives while `enabled` is true. Handlers may change between renders; the socket
 * stays the same. Returns the socket (null when disabled) and its status.
 */
export function useChatSocket(enabled: boolean, options: ChatSocketOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [status, setStatus] = useState<ChatSocketStatus>('closed');
  const [socket, setSocket] = useState<ChatSocket | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const opened = openChatSocket({
      onFrame: (frame) => latest.current.onFrame(frame),
      onStatus: (next) => {
        setStatus(next);
        latest.current.onStatus?.(next);
      },
      onOpenFrames: () => latest.current.onOpenFrames?.() ?? [],
    });
    setSocket(opened);
    return () => {
      opened.close();
      setSocket(null);
      setStatus('closed');
    };
  }, [enabled]);

  return { socket, status };
}
