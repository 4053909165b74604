import type { SessionUser } from '@ta/shared';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../components/ui/page-header';
import { commentListHref, parseCommentListParams } from '../../../features/admin-blog-comments/comment-params';
import { CommentModeration } from '../../../features/admin-blog-comments/components/comment-moderation';
import { AdminLayout } from '../../layouts/admin-layout';

const DESCRIPTION = 'What readers write under the blog’s posts: approve, reply, or keep spam away.';

/**
 * /admin/blog-comments (?status=&page=&comment=): moderating the blog's comments, staff and admins
 * (docs/blog-comments.md, "Back office"). The office e-mail about a new comment links here with its id.
 */
export function BlogCommentsPage({ user }: { user: SessionUser }) {
  const params = parseCommentListParams(useSearch());
  const [, navigate] = useLocation();
  return (
    <AdminLayout user={user} meta={{ title: 'Comments', description: DESCRIPTION }}>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader backHref="/admin/blog" title="Comments" description={DESCRIPTION} />
        <CommentModeration params={params} onView={(next) => navigate(commentListHref(next))} />
      </div>
    </AdminLayout>
  );
}
