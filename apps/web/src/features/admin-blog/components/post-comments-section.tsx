import type { AdminBlogPost } from '@ta/shared';
import { MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { useUpdateBlogPost } from '../api/admin-blog';
import { commentsClosedText } from '../blog-params';
import { LabelledSwitch } from './labelled-switch';

type CommentsPost = Pick<AdminBlogPost, 'id' | 'commentsClosed'>;

/**
 * The blog editor's Comments box (docs/blog-comments.md): the "Close comments" switch, saved at once on
 * its own (PATCH with `commentsClosed` alone, so nothing typed in the form above is sent with it), and
 * the way to the comments waiting for a decision.
 */
export function PostCommentsSection({ post, className }: { post: CommentsPost; className?: string }) {
  const headingId = useId();
  const update = useUpdateBlogPost(post.id);
  const errorText = useErrorText();
  // While the change is on its way the switch shows what was asked for.
  const closed = update.isPending ? (update.variables.commentsClosed ?? post.commentsClosed) : post.commentsClosed;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-4 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl">
        <MessagesSquare aria-hidden className="size-6 text-brand-700" />
        Comments
      </h2>
      <LabelledSwitch
        label="Close comments"
        stateText={commentsClosedText(closed)}
        checked={closed}
        disabled={update.isPending}
        onChange={(commentsClosed) => update.mutate({ commentsClosed })}
      />
      <p role="status" className="text-lg font-bold text-success-700">
        {update.data ? (update.data.commentsClosed ? 'Saved: comments are closed.' : 'Saved: comments are open.') : ''}
      </p>
      {update.isError ? (
        <Alert tone="error" title="The comments setting was not saved">
          <p>{errorText(update.error)}</p>
        </Alert>
      ) : null}
      <Link href="/admin/blog-comments" className={buttonVariants({ variant: 'outline' })}>
        <MessagesSquare aria-hidden />
        Moderate comments
      </Link>
    </section>
  );
}
