import {
  CHAT_MESSAGES,
  chatMessageTextSchema,
  type ChatHistoryMessage,
  type ChatServerFrame,
  type SentChatMessage,
} from '@ta/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { useChatSocket, type ChatSocketStatus } from '../../../lib/chat-socket';
import { useChatHistory } from '../api/get-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  automaticReplyEntry,
  entryFromHistory,
  entryFromLive,
  mergeChatEntries,
  type ChatEntry,
} from '../chat-entries';
import { readContact, type ChatStorage } from '../chat-storage';

/** How a message sent over the socket ended: echoed back, refused, or the socket went away first. */
type SocketOutcome = 'sent' | 'failed' | 'closed';

interface PendingSend {
  text: string;
  settle(outcome: SocketOutcome, error?: string): void;
}

const EMPTY: ChatHistoryMessage[] = [];

/**
 * The visitor's side of one conversation: while `open`, a socket joined to it, the
 * history (asked again every 10 s while the socket is down), live messages merged in, and sending
 * over the socket when it is open or over HTTP when it is not.
 */
export function useChatConversation({
  open,
  conversationId,
  storage,
}: {
  open: boolean;
  conversationId: string;
  storage: ChatStorage;
}) {
  const [live, setLive] = useState<ChatEntry[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const [socketSending, setSocketSending] = useState(false);
  const [socketFailed, setSocketFailed] = useState(false);
  // The socket counts as live only once the server confirmed the join: before that (or through a
  // proxy that accepts the upgrade and then drops it) messages go over HTTP.
  const [joined, setJoined] = useState(false);
  const sequence = useRef(0);
  const pending = useRef<PendingSend | null>(null);
  const sendOverHttp = useSendChatMessage();
  const t = useT();

  const append = useCallback((entry: ChatEntry) => setLive((current) => [...current, entry]), []);

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      if (frame.type === 'connected') {
        if (frame.conversationId === conversationId) setJoined(true);
      } else if (frame.type === 'message') {
        const { message } = frame;
        if (message.conversationId !== conversationId) return;
        sequence.current += 1;
        append(entryFromLive(message, sequence.current));
        // The server echoes the visitor's own message back to this socket: that is the confirmation.
        const waiting = pending.current;
        if (waiting && message.isUser && !message.automatic && message.text === waiting.text) waiting.settle('sent');
      } else if (frame.type === 'error') {
        if (pending.current) pending.current.settle('failed', frame.message);
        // Socket errors are only logged, never shown to the visitor.
        else console.warn('chat socket:', frame.message);
      }
    },
    [append, conversationId],
  );

  const { socket, status } = useChatSocket(open, {
    onFrame,
    onOpenFrames: () => [{ type: 'join', conversationId }],
    onStatus: (next: ChatSocketStatus) => {
      if (next !== 'open') setJoined(false);
      if (next === 'closed') {
        // Closed with the panel: the next open starts at "Connecting…" again.
        setSocketFailed(open);
        // Closing the panel closes the socket after the frame went out: the message most likely
        // arrived (the history on the next open shows it), so no failure is reported then. A socket
        // lost with the panel open hands the message to HTTP instead.
        pending.current?.settle(open ? 'closed' : 'sent');
      } else if (next === 'open') setSocketFailed(false);
    },
  });

  const socketOpen = status === 'open' && joined;
  const history = useChatHistory(conversationId, { enabled: open, poll: open && !socketOpen });
  const { refetch, isFetched } = history;

  // Every (re)open and every (re)join asks for the history again: messages may have come meanwhile.
  useEffect(() => {
    if (open && isFetched) void refetch();
    // Only when the panel opens or the socket (re)joins, not on each fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, socketOpen]);

  useEffect(() => {
    // A failed history load is only logged; the widget keeps what it has.
    if (history.error) console.warn('chat history could not be loaded', history.error);
  }, [history.error]);

  const entries = useMemo(
    () => mergeChatEntries((history.data ?? EMPTY).map(entryFromHistory), live),
    [history.data, live],
  );

  // A server's reason shows next to the box in the page's language (FieldError looks it up).
  const fail = useCallback(
    (message?: string) => {
      setSendError(message ?? t('chat.send-failed.text'));
      toast({ title: t('chat.send-failed.title'), description: t('chat.send-failed.text'), variant: 'destructive' });
    },
    [t],
  );

  const appendSent = useCallback(
    (sent: SentChatMessage) => {
      append(entryFromHistory(sent.message));
      if (sent.autoReply !== null) {
        sequence.current += 1;
        append(automaticReplyEntry(sent.autoReply, sent.message, sequence.current));
      }
    },
    [append],
  );

  /** Sends `text`; true once the server has it. On failure the caller keeps the text. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const parsed = chatMessageTextSchema.safeParse(text);
      if (!parsed.success) {
        setSendError(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.emptyMessage);
        return false;
      }
      if (pending.current || sendOverHttp.isPending) return false;
      setSendError(null);
      const message = parsed.data;
      const contact = readContact(storage) ?? {};

      if (socketOpen && socket?.send({ type: 'message', conversationId, message, ...contact })) {
        setSocketSending(true);
        const outcome = await new Promise<SocketOutcome>((resolve) => {
          pending.current = {
            text: message,
            settle(result, error) {
              pending.current = null;
              setSocketSending(false);
              if (result === 'failed') fail(error);
              resolve(result);
            },
          };
        });
        // The socket went away before the server confirmed: send it over HTTP instead.
        if (outcome !== 'closed') return outcome === 'sent';
      }

      try {
        appendSent(await sendOverHttp.mutateAsync({ conversationId, message, ...contact }));
        return true;
      } catch (error) {
        console.warn('chat message could not be sent', error);
        fail();
        return false;
      }
    },
    [appendSent, conversationId, fail, sendOverHttp, socket, socketOpen, storage],
  );

  const connection: 'live' | 'connecting' | 'offline' = socketOpen ? 'live' : socketFailed ? 'offline' : 'connecting';

  return {
    entries,
    send,
    sending: socketSending || sendOverHttp.isPending,
    sendError,
    clearSendError: () => setSendError(null),
    connection,
  };
}
