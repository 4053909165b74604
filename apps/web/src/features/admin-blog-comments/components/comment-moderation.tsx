import type { AdminBlogComment, AdminBlogCommentPage, BlogCommentStatus } from '@ta/shared';
import { CircleCheck, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageControls } from '../../../components/ui/page-controls';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useComments } from '../api/get-comments';
import { COMMENT_LISTS, isCommentList, type CommentListParams } from '../comment-params';
import {
  COMMENT_LIST_INTROS,
  COMMENT_LIST_LABELS,
  doneLine,
  EMPTY_COMMENT_LIST,
  waitingLine,
  type CommentAction,
} from '../comment-words';
import { CommentCard, commentElementId } from './comment-card';

interface CommentModerationProps {
  params: CommentListParams;
  /** Shows another list or page (the address changes). */
  onView: (next: CommentListParams) => void;
}

/**
 * The Comments page's body (docs/blog-comments.md, "Back office"): how many wait, the tabs Waiting,
 * Approved and Spam, the list's comments with their actions, and the pages. What an action did is
 * said in the page (a status message), where the cursor goes once the comment has left its list.
 */
export function CommentModeration({ params, onView }: CommentModerationProps) {
  const comments = useComments(params);
  // The waiting count stays while another list loads (the last answer is kept).
  const waiting = comments.data?.waiting;
  const [done, setDone] = useState<{ text: string; at: number } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  const onDone = (action: CommentAction, comment: AdminBlogComment) =>
    setDone({ text: doneLine(action, comment.name), at: Date.now() });

  const show = (status: BlogCommentStatus) => {
    setDone(null);
    onView({ ...params, status, page: 1 });
  };

  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-xl font-bold">
        <MessagesSquare aria-hidden className="size-6 shrink-0 text-brand-700" />
        {waiting === undefined ? 'Counting the comments waiting…' : waitingLine(waiting)}
      </p>

      <Tabs
        value={params.status}
        // Each tab loads from the server: arrow keys move between tabs, Enter or Space opens one (WAI-ARIA).
        activationMode="manual"
        onValueChange={(value) => {
          if (isCommentList(value) && value !== params.status) show(value);
        }}
      >
        {/* Three tabs side by side break their words on a phone: there they stand one above the other. */}
        <TabsList aria-label="Show comments by status" className="max-sm:grid-flow-row">
          {COMMENT_LISTS.map((list) => (
            <TabsTrigger key={list} value={list}>
              {COMMENT_LIST_LABELS[list]}
              {list === 'waiting' && waiting !== undefined ? (
                <span className="rounded-full bg-brand-50 px-2 text-brand-900 ring-1 ring-brand-200">
                  {waiting.toLocaleString('en-US')}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {COMMENT_LISTS.map((list) => (
          <TabsContent key={list} value={list} className="space-y-4">
            {list === params.status ? (
              <>
                <p className="prose-width text-lg text-muted">{COMMENT_LIST_INTROS[list]}</p>
                {/* Always in the page, so screen readers hear each new message. */}
                <div
                  ref={statusRef}
                  role="status"
                  tabIndex={-1}
                  // Clear of the sticky top bar when the cursor is put here.
                  className="scroll-mt-28 outline-none focus-visible:shadow-none"
                >
                  {done ? (
                    <p className="flex gap-2 rounded-lg border-2 border-success-700 bg-success-50 p-4 text-lg font-bold text-success-700">
                      <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
                      {done.text}
                    </p>
                  ) : null}
                </div>
                {comments.data === undefined ? (
                  <QueryFallback
                    query={comments}
                    loading="Loading the comments…"
                    errorTitle="Error loading the comments"
                  />
                ) : (
                  <CommentList
                    list={comments.data}
                    status={list}
                    marked={params.comment}
                    updating={comments.isFetching}
                    onDone={onDone}
                    onPage={(page) => {
                      setDone(null);
                      onView({ ...params, page });
                    }}
                  />
                )}
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

interface CommentListProps {
  list: AdminBlogCommentPage;
  status: BlogCommentStatus;
  marked: number | null;
  updating: boolean;
  onDone: (action: CommentAction, comment: AdminBlogComment) => void;
  onPage: (page: number) => void;
}

function CommentList({ list, status, marked, updating, onDone, onPage }: CommentListProps) {
  const { items, total, page, pageSize } = list;
  const markedShown = marked !== null && items.some((comment) => comment.id === marked);

  // The office e-mail's comment, when it is on this list: brought into view once, with the cursor on it.
  const reached = useRef<number | null>(null);
  useEffect(() => {
    if (!markedShown || reached.current === marked) return;
    const card = document.getElementById(commentElementId(marked));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
    reached.current = marked;
  }, [markedShown, marked]);

  return (
    <div className="space-y-4">
      {marked !== null && !markedShown && !updating ? (
        <p className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-lg">
          The comment the e-mail is about is not on this list: it may be on another page or tab, or already deleted.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center text-xl font-bold">
          {page > 1 ? 'There are no comments on this page.' : EMPTY_COMMENT_LIST[status]}
        </p>
      ) : (
        <>
          <h2 className="text-2xl">
            {`${COMMENT_LIST_LABELS[status]}: ${total.toLocaleString('en-US')} ${total === 1 ? 'comment' : 'comments'}, newest first`}
            {updating ? <span className="text-lg font-normal text-muted"> (updating…)</span> : null}
          </h2>
          <ol className="space-y-4">
            {items.map((comment) => (
              <li key={comment.id}>
                <CommentCard comment={comment} marked={comment.id === marked} onDone={onDone} />
              </li>
            ))}
          </ol>
        </>
      )}
      <PageControls
        label="Pages of comments"
        page={page}
        total={total}
        pageSize={pageSize}
        busy={updating}
        onPage={onPage}
      />
    </div>
  );
}
