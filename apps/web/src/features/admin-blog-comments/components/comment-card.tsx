import type { AdminBlogComment } from '@ta/shared';
import { Ban, Check, CornerDownRight, Mail, MailX, MessageSquareReply, ShieldAlert, Store, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { useApproveComment } from '../api/approve-comment';
import { useBlockCommentAddress } from '../api/block-comment-address';
import { useDeleteComment } from '../api/delete-comment';
import { useMarkCommentSpam } from '../api/mark-comment-spam';
import { publicPostHref } from '../comment-params';
import { commentActions, FAILED, type CommentAction } from '../comment-words';
import { ReplyForm } from './reply-form';

interface CommentCardProps {
  comment: AdminBlogComment;
  /** The comment the office e-mail links to: marked, in words as well as colour. */
  marked?: boolean;
  /** An action is done: the page says so. */
  onDone: (action: CommentAction, comment: AdminBlogComment) => void;
}

/**
 * One comment as the office moderates it: its post (a link to the public page), the reader's name and
 * address, the date, the text as written (plain text, never HTML), whether it is a reply and whether the
 * reader asked for an e-mail, and what can be done with it on its list.
 */
export function CommentCard({ comment, marked = false, onDone }: CommentCardProps) {
  const headingId = useId();
  const errorText = useErrorText();
  const approve = useApproveComment();
  const spam = useMarkCommentSpam();
  const block = useBlockCommentAddress();
  const remove = useDeleteComment();
  const [replying, setReplying] = useState(false);
  const [asking, setAsking] = useState<'block' | 'delete' | null>(null);
  const [failure, setFailure] = useState<{ action: CommentAction; message: string } | null>(null);
  const can = commentActions(comment);
  const busy = approve.isPending || spam.isPending || block.isPending || remove.isPending;

  /** Runs an action; a failure stays on the card (or in the dialog that asked). */
  const run = async (action: CommentAction, call: () => Promise<void>) => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure({ action, message: errorText(error) });
      return;
    }
    setAsking(null);
    onDone(action, comment);
  };

  const dialog = asking ? CONFIRMATIONS[asking](comment) : null;
  const dialogMutation = asking === 'block' ? block : remove;

  return (
    <article
      id={commentElementId(comment.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-28 space-y-4 rounded-2xl border bg-white p-4 shadow-card sm:p-6',
        marked ? 'border-accent-700 ring-4 ring-accent-600/40' : 'border-line',
      )}
    >
      <header className="space-y-2">
        {marked ? <p className="font-bold text-accent-700">The comment the e-mail is about</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-xl wrap-anywhere">
            {comment.name}
          </h3>
          {comment.fromBusiness ? <StatusBadge tone="brand" icon={Store} label="From the business" /> : null}
          {comment.parentId !== null ? (
            <StatusBadge tone="neutral" icon={CornerDownRight} label="Reply to a comment" />
          ) : null}
        </div>
        <dl className="grid items-baseline gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold">Post</dt>
          <dd className="wrap-anywhere">
            <a href={publicPostHref(comment.postSlug)} className="inline-flex min-h-11 items-center font-bold">
              {comment.postTitle}
            </a>
          </dd>
          <dt className="font-bold">E-mail</dt>
          <dd className="break-all">{comment.email}</dd>
          <dt className="font-bold">Sent</dt>
          <dd>
            <time dateTime={comment.createdAt}>{formatInstantDateTime(comment.createdAt)}</time>
          </dd>
          <dt className="font-bold">E-mail to the reader</dt>
          <dd className="flex items-center gap-1.5">
            {comment.notify ? (
              <>
                <Mail aria-hidden className="size-5 shrink-0" />
                Asked to be e-mailed when it is approved or answered
              </>
            ) : (
              <>
                <MailX aria-hidden className="size-5 shrink-0" />
                Did not ask for an e-mail
              </>
            )}
          </dd>
        </dl>
      </header>

      <blockquote className="prose-width rounded-lg border-l-4 border-brand-200 bg-canvas px-4 py-3 text-lg whitespace-pre-wrap wrap-anywhere">
        {comment.content}
      </blockquote>

      {failure && failure.action !== asking ? (
        <Alert tone="error" title={FAILED[failure.action]}>
          {failure.message}
        </Alert>
      ) : null}

      {replying ? (
        <ReplyForm
          comment={comment}
          onCancel={() => setReplying(false)}
          onReplied={() => {
            setReplying(false);
            onDone('reply', comment);
          }}
        />
      ) : null}

      <div className="flex flex-wrap gap-2">
        {can.approve ? (
          <Button
            type="button"
            size="compact"
            disabled={busy}
            onClick={() => void run('approve', () => approve.mutateAsync(comment.id))}
          >
            <Check aria-hidden />
            {approve.isPending ? 'Approving…' : 'Approve'}
            <span className="sr-only"> the comment by {comment.name}</span>
          </Button>
        ) : null}
        {can.reply && !replying ? (
          <Button type="button" variant="outline" size="compact" disabled={busy} onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden />
            Reply<span className="sr-only"> to {comment.name}</span>
          </Button>
        ) : null}
        {can.spam ? (
          <Button
            type="button"
            variant="outline"
            size="compact"
            disabled={busy}
            onClick={() => void run('spam', () => spam.mutateAsync(comment.id))}
          >
            <ShieldAlert aria-hidden />
            {spam.isPending ? 'Marking…' : 'Mark as spam'}
            <span className="sr-only"> the comment by {comment.name}</span>
          </Button>
        ) : null}
        {can.block ? (
          <Button
            type="button"
            variant="destructive-outline"
            size="compact"
            disabled={busy}
            onClick={() => {
              setFailure(null);
              setAsking('block');
            }}
          >
            <Ban aria-hidden />
            Block address<span className="sr-only"> of {comment.name}</span>
          </Button>
        ) : null}
        <Button
          type="button"
          variant="destructive-outline"
          size="compact"
          disabled={busy}
          onClick={() => {
            setFailure(null);
            setAsking('delete');
          }}
        >
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> the comment by {comment.name}</span>
        </Button>
      </div>

      {dialog && asking ? (
        <ConfirmDialog
          role="alertdialog"
          open
          onClose={() => {
            setFailure(null);
            setAsking(null);
          }}
          title={dialog.title}
          description={dialog.description}
          failure={failure?.action === asking ? { title: FAILED[asking], message: failure.message } : null}
          action={dialog.action}
          pendingAction={dialog.pendingAction}
          icon={asking === 'block' ? Ban : Trash2}
          pending={dialogMutation.isPending}
          onConfirm={() => void run(asking, () => dialogMutation.mutateAsync(comment.id))}
        />
      ) : null}
    </article>
  );
}

/** The card's id in the page: the office e-mail's comment is scrolled to by it. */
export const commentElementId = (id: number) => `comment-${id}`;

interface Confirmation {
  title: string;
  description: ReactNode;
  action: string;
  pendingAction: string;
}

/** What each destructive action says before it is done. */
const CONFIRMATIONS: Record<'block' | 'delete', (comment: AdminBlogComment) => Confirmation> = {
  block: (comment) => ({
    title: 'Block this address?',
    description: (
      <>
        <p>
          Block <strong className="break-all">{comment.email}</strong> ({comment.name})?
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Their comments not yet approved move to Spam.</li>
          <li>
            Anything they send later is kept in Spam without telling them, and the office is not e-mailed about it.
          </li>
          <li>Comments of theirs already approved stay on the blog: delete them one by one if needed.</li>
        </ul>
      </>
    ),
    action: 'Block address',
    pendingAction: 'Blocking…',
  }),
  delete: (comment) => ({
    title: 'Delete this comment?',
    description: (
      <p>
        The comment by <strong>{comment.name}</strong> and any replies under it are deleted for good. This cannot be
        undone.
      </p>
    ),
    action: 'Delete comment',
    pendingAction: 'Deleting…',
  }),
};
