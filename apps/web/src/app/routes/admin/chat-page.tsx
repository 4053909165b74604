import { isAdminRole, type SessionUser } from '@ta/shared';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { ListSearchForm } from '../../../components/admin/list-search-form';
import { buttonVariants } from '../../../components/ui/button';
import { PageControls } from '../../../components/ui/page-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { useChatConversations } from '../../../features/admin-chat/api/get-conversations';
import { ChatFilterNav } from '../../../features/admin-chat/components/chat-filter-nav';
import { ConversationList } from '../../../features/admin-chat/components/conversation-list';
import { ConversationPane } from '../../../features/admin-chat/components/conversation-pane';
import { CannedRepliesEditor } from '../../../features/admin-chat/components/canned-replies-editor';
import { chatHref, parseChatParams, type ChatParams } from '../../../features/admin-chat/chat-params';
import { useInboxLive } from '../../../features/admin-chat/use-inbox-live';
import { useNow } from '../../../features/admin-chat/use-now';
import { cn } from '../../../lib/cn';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const EMPTY: Record<ChatParams['status'], string> = {
  open: 'No open conversations.',
  closed: 'No closed conversations.',
  all: 'No conversations yet.',
};

/**
 * /admin/chat: the staff inbox. Two panes from 1024 px (the list, the open conversation); below that
 * one at a time, with Back to conversations. Live through the staff socket; polled while it is closed.
 */
export function ChatPage({ user }: { user: SessionUser }) {
  const params = parseChatParams(useSearch());
  const [, navigate] = useLocation();
  const live = useInboxLive();
  const now = useNow();
  const conversations = useChatConversations(
    { status: params.status, search: params.search, page: params.page },
    !live,
  );
  const go = (changes: Partial<ChatParams>) =>
    navigate(chatHref({ ...params, page: 1, ...changes }), { replace: true });
  const open = params.conversation;

  const list = (
    <QueryContent query={conversations} loading="Loading conversations…" failed="Error loading conversations">
      {({ items, total, pageSize }) =>
        items.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-line bg-white p-6 text-center">
            <MessagesSquare aria-hidden className="mx-auto size-10 text-brand-700" />
            <p className="mt-3 text-lg font-bold">
              {params.search ? `No conversations match “${params.search}”.` : EMPTY[params.status]}
            </p>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-muted" aria-live="polite">
              {total === 1 ? '1 conversation' : `${total.toLocaleString('en-US')} conversations`}
              {params.search ? ` matching “${params.search}”` : ''}
            </p>
            <ConversationList conversations={items} params={params} now={now} />
            <PageControls
              label="Pages of conversations"
              page={params.page}
              total={total}
              pageSize={pageSize}
              onPage={(page) => go({ page, conversation: open })}
            />
          </div>
        )
      }
    </QueryContent>
  );

  return (
    <AdminLayout user={user} meta={{ title: 'Chat', description: 'Conversations with visitors.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Chat"
          description={
            <p className={cn('text-lg text-muted', open ? 'max-lg:hidden' : '')}>
              Conversations with visitors to the site, most recent first.{' '}
              {live ? 'New messages appear as they arrive.' : 'The list is checked for new messages every 15 seconds.'}
            </p>
          }
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(20rem,26rem)_1fr] lg:items-start">
          {/* Below 1024 px an open conversation takes the whole width; the list waits behind Back. */}
          <section aria-label="Conversations" className={cn('min-w-0 space-y-4', open ? 'max-lg:hidden' : '')}>
            <ChatFilterNav params={params} />
            <ListSearchForm
              search={params.search}
              onSearch={(search) => go({ search, conversation: open })}
              name="Search conversations"
              label="Search by name or e-mail"
            />
            {list}
          </section>
          <section
            aria-label="Conversation"
            className={cn(
              'min-w-0 rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6',
              open ? '' : 'max-lg:hidden',
            )}
          >
            {open ? (
              <div className="space-y-4">
                <Link
                  href={chatHref({ ...params, conversation: null })}
                  className={cn(buttonVariants({ variant: 'ghost', size: 'compact' }), 'lg:hidden')}
                >
                  <ArrowLeft aria-hidden />
                  Back to conversations
                </Link>
                <ConversationPane key={open} id={open} poll={!live} now={now} />
              </div>
            ) : (
              <p className="text-lg text-muted">Choose a conversation from the list to read it and reply.</p>
            )}
          </section>
        </div>
        {isAdminRole(user.role) ? <CannedRepliesEditor /> : null}
      </div>
    </AdminLayout>
  );
}
