import type { SessionUser } from '@ta/shared';
import { ArrowLeft, FileText, Plus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageControls } from '../../../components/ui/page-controls';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useAdminBlogPosts } from '../../../features/admin-blog/api/admin-blog';
import {
  blogListHref,
  emptyBlogListText,
  NEW_BLOG_POST_PATH,
  parseBlogListParams,
  type BlogListParams,
} from '../../../features/admin-blog/blog-params';
import { BlogPostsTable } from '../../../features/admin-blog/components/blog-posts-table';
import { BlogSearch } from '../../../features/admin-blog/components/blog-search';
import { PageMeta } from '../../../lib/page-meta';
import { AdminLayout } from '../../layouts/admin-layout';

/** SPEC §2 "Blog": every post, drafts included, searchable and paged (?search=&page=). */
export function AdminBlogPage({ user }: { user: SessionUser }) {
  const params = parseBlogListParams(useSearch());
  const [, navigate] = useLocation();
  const posts = useAdminBlogPosts(params);
  const go = (changes: Partial<BlogListParams>) => navigate(blogListHref({ ...params, page: 1, ...changes }));

  let content;
  if (posts.isPending) {
    content = <Spinner label="Loading blog posts…" showLabel className="py-8" />;
  } else if (posts.isError && !posts.data) {
    content = (
      <LoadError
        title="Error loading blog posts"
        error={posts.error}
        retrying={posts.isFetching}
        onRetry={() => void posts.refetch()}
      />
    );
  } else if (posts.data.items.length === 0 && params.page <= 1) {
    content = (
      <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
        <FileText aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="mt-3 text-xl font-bold">{emptyBlogListText(params.search)}</p>
        {params.search ? (
          <Button type="button" variant="outline" className="mt-4" onClick={() => go({ search: '' })}>
            Show all blog posts
          </Button>
        ) : (
          <Link href={NEW_BLOG_POST_PATH} className={buttonVariants({ className: 'mt-4' })}>
            <Plus aria-hidden />
            Create Your First Blog Post
          </Link>
        )}
      </div>
    );
  } else {
    const { total } = posts.data;
    content = (
      <div className="space-y-4">
        <p className="text-muted" aria-live="polite">
          {total} {total === 1 ? 'blog post' : 'blog posts'}
          {params.search ? ` match “${params.search}”` : ''}
          {posts.isFetching ? ' (updating…)' : ''}
        </p>
        {posts.data.items.length > 0 ? (
          <BlogPostsTable
            posts={posts.data.items}
            caption={`Blog posts${params.search ? ` matching “${params.search}”` : ''}, newest first`}
          />
        ) : (
          <p className="text-lg">There are no blog posts on this page.</p>
        )}
        <PageControls
          label="Pages of blog posts"
          page={params.page}
          total={total}
          pageSize={posts.data.pageSize}
          onPage={(page) => go({ page })}
        />
      </div>
    );
  }

  return (
    <AdminLayout user={user}>
      <PageMeta title="Blog Posts" description="Blog posts in the back office." noIndex />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <div className="space-y-2">
          <Link href="/admin" className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="space-y-2">
              <h1 className="text-3xl sm:text-4xl">Blog Posts</h1>
              <p className="text-lg text-muted">Write, publish and update the articles on the public blog.</p>
            </div>
            <Link href={NEW_BLOG_POST_PATH} className={buttonVariants({ size: 'lg' })}>
              <Plus aria-hidden />
              New Blog Post
            </Link>
          </div>
        </div>
        <section aria-label="Blog post list" className="space-y-6">
          <BlogSearch search={params.search} onSearch={(search) => go({ search })} />
          {content}
        </section>
      </div>
    </AdminLayout>
  );
}
