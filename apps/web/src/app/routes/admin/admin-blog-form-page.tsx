import type { SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useAdminBlogPost } from '../../../features/admin-blog/api/admin-blog';
import { parseBlogPostId } from '../../../features/admin-blog/blog-params';
import { AdminBlogPostNotFound } from '../../../features/admin-blog/components/admin-blog-post-not-found';
import { BlogPostEditor } from '../../../features/admin-blog/components/blog-post-editor';
import { PostCommentsSection } from '../../../features/admin-blog/components/post-comments-section';
import { PostNewsletterSection } from '../../../features/admin-newsletter/components/post-newsletter-section';
import { AdminLayout } from '../../layouts/admin-layout';

function Frame({ user, title, children }: { user: SessionUser; title: string; children: ReactNode }) {
  return (
    <AdminLayout user={user} meta={{ title: title, description: 'The blog post form in the back office.' }}>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
    </AdminLayout>
  );
}

/** The blog form for a new post: /admin/blog/new. */
export function AdminBlogNewPage({ user }: { user: SessionUser }) {
  return (
    <Frame user={user} title="New Blog Post">
      <BlogPostEditor />
    </Frame>
  );
}

/** The blog form for an existing post: /admin/blog/{id}; an unknown id says so. */
export function AdminBlogFormPage({ user, id }: { user: SessionUser; id: string }) {
  const postId = parseBlogPostId(id);
  if (postId === null) {
    return (
      <Frame user={user} title="Blog Post Not Found">
        <AdminBlogPostNotFound />
      </Frame>
    );
  }
  return <ExistingPost user={user} postId={postId} />;
}

function ExistingPost({ user, postId }: { user: SessionUser; postId: number }) {
  const post = useAdminBlogPost(postId);
  if (post.isPending) {
    return (
      <Frame user={user} title="Edit Blog Post">
        <Spinner label="Loading the blog post…" showLabel className="py-8" />
      </Frame>
    );
  }
  if (post.isError && post.data === undefined) {
    return (
      <Frame user={user} title="Edit Blog Post">
        <LoadError
          title="Error loading blog posts"
          error={post.error}
          retrying={post.isFetching}
          onRetry={() => void post.refetch()}
        />
      </Frame>
    );
  }
  if (!post.data) {
    return (
      <Frame user={user} title="Blog Post Not Found">
        <AdminBlogPostNotFound />
      </Frame>
    );
  }
  return (
    <Frame user={user} title={`Edit: ${post.data.title}`}>
      {/* Keyed by id: another post starts a fresh form. */}
      <BlogPostEditor key={post.data.id} post={post.data} />
      {/* Saved at once on its own: closing comments never sends what the form above holds. */}
      <PostCommentsSection key={`comments-${post.data.id}`} post={post.data} className="mt-8" />
      {/* As saved: a post is sent once it is published, whatever the form holds meanwhile. */}
      <PostNewsletterSection key={post.data.id} post={post.data} role={user.role} className="mt-8" />
    </Frame>
  );
}
