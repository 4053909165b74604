import { CHAT_MESSAGES } from '@ta/shared';
import { CheckCheck, Lock, LockOpen, Mail, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useChatConversation } from '../api/get-conversation';
import { useMarkChatRead } from '../api/mark-read';
import { useUpdateChatStatus } from '../api/update-conversation-status';
import { visitorDisplayName } from '../chat-people';
import { AssigneePicker } from './assignee-picker';
import { ConversationStatusBadge, TextThreadBadge } from './conversation-status-badge';
import { MessageLog } from './message-log';
import { ReplyForm } from './reply-form';
import { UnreadBadge } from './unread-badge';

interface ConversationPaneProps {
  id: string;
  /** Read again every 15 s while the socket is closed. */
  poll: boolean;
  now: Date;
}

/**
 * One conversation: who the visitor is, the history, the reply box and the actions. Opening it marks
 * the visitor's messages so far as read (once per opening): staff who open it have them in front of
 * them. Messages that arrive while it stays open stay unread until Mark as read, so a page left open
 * at an empty desk does not hide them from the rest of the team.
 */
export function ConversationPane({ id, poll, now }: ConversationPaneProps) {
  const conversation = useChatConversation(id, poll);
  const markRead = useMarkChatRead();
  const updateStatus = useUpdateChatStatus();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const autoMarked = useRef(false);

  const unread = conversation.data?.conversation.unreadCount ?? 0;
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (autoMarked.current || !conversation.isSuccess) return;
    autoMarked.current = true;
    // A failure here is not shown: Mark as read stays on screen and reports its own errors.
    if (unread > 0) markReadNow(id);
  }, [conversation.isSuccess, unread, id, markReadNow]);

  if (conversation.isPending) return <Spinner label="Loading the conversation…" showLabel className="py-8" />;
  if (conversation.isError && !conversation.data) {
    if (conversation.error instanceof ApiError && conversation.error.status === 404) {
      return <Alert tone="error">{CHAT_MESSAGES.conversationNotFound}</Alert>;
    }
    return (
      <LoadError
        title="Error loading the conversation"
        error={conversation.error}
        retrying={conversation.isFetching}
        onRetry={() => void conversation.refetch()}
      />
    );
  }

  const { conversation: summary } = conversation.data;
  const name = visitorDisplayName(summary);
  const closed = summary.status === 'closed';

  const markAsRead = () => {
    setFailure(null);
    markRead.mutate(id, {
      onSuccess: () => setDone('Marked as read.'),
      onError: (error) => setFailure({ title: 'Error marking as read', message: errorMessage(error) }),
    });
  };
  const toggleStatus = () => {
    setFailure(null);
    updateStatus.mutate(
      { id, status: closed ? 'open' : 'closed' },
      {
        onSuccess: () => setDone(closed ? 'The conversation is open again.' : 'The conversation is closed.'),
        onError: (error) =>
          setFailure({
            title: closed ? 'Error reopening the conversation' : 'Error closing the conversation',
            message: errorMessage(error),
          }),
      },
    );
  };

  return (
    <article aria-labelledby={`${id}-heading`} className="space-y-4">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={`${id}-heading`} className="text-2xl wrap-anywhere sm:text-3xl">
            {name}
          </h2>
          <ConversationStatusBadge status={summary.status} />
          {summary.channel === 'sms' ? <TextThreadBadge /> : null}
          {unread > 0 ? <UnreadBadge count={unread} /> : null}
        </div>
        {summary.visitorEmail || summary.visitorPhone ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {summary.visitorEmail ? (
              <li>
                <a
                  href={`mailto:${summary.visitorEmail}`}
                  className="inline-flex min-h-11 items-center gap-2 font-bold break-all"
                >
                  <Mail aria-hidden className="size-5 shrink-0" />
                  <span className="sr-only">E-mail </span>
                  {summary.visitorEmail}
                </a>
              </li>
            ) : null}
            {summary.visitorPhone ? (
              <li>
                <a
                  href={`tel:${summary.visitorPhone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center gap-2 font-bold"
                >
                  <Phone aria-hidden className="size-5 shrink-0" />
                  <span className="sr-only">Call </span>
                  {summary.visitorPhone}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-muted">No e-mail or phone given.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <Button type="button" variant="outline" size="compact" disabled={markRead.isPending} onClick={markAsRead}>
              <CheckCheck aria-hidden />
              Mark as read
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="compact"
            disabled={updateStatus.isPending}
            onClick={toggleStatus}
          >
            {closed ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
            {closed ? 'Reopen conversation' : 'Close conversation'}
          </Button>
        </div>
        <AssigneePicker conversation={summary} />
        <p role="status" className="text-base text-muted">
          {done}
        </p>
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.message}
          </Alert>
        ) : null}
      </header>
      <MessageLog data={conversation.data} now={now} />
      <ReplyForm conversationId={id} textTo={summary.channel === 'sms' ? summary.visitorPhone : null} />
    </article>
  );
}
