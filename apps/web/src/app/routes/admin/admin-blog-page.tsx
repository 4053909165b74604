import type { SessionUser } from '@ta/shared';
import { FileText, Plus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageControls } from '../../../components/ui/page-controls';
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
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

/** /admin/blog: every post, drafts included, searchable and paged (?search=&page=). */
export function AdminBlogPage({ user }: { user: SessionUser }) {
  const params = parseBlogListParams(useSearch());
  const [, navigate] = useLocation();
  const posts = useAdminBlogPosts(params);
  const go = (changes: Partial<BlogListParams>) => navigate(blogListHref({ ...params, page: 1, ...changes }));

  const content = (
    <QueryContent query={posts} loading="Loading blog posts…" failed="Error loading blog posts">
      {({ items, total, pageSize }) =>
        items.length === 0 && params.page <= 1 ? (
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
        ) : (
          <div className="space-y-4">
            <p className="text-muted" aria-live="polite">
              {total} {total === 1 ? 'blog post' : 'blog posts'}
              {params.search ? ` match “${params.search}”` : ''}
              {posts.isFetching ? ' (updating…)' : ''}
            </p>
            {items.length > 0 ? (
              <BlogPostsTable
                posts={items}
                caption={`Blog posts${params.search ? ` matching “${params.search}”` : ''}, newest first`}
              />
            ) : (
              <p className="text-lg">There are no blog posts on this page.</p>
            )}
            <PageControls
              label="Pages of blog posts"
              page={params.page}
              total={total}
              pageSize={pageSize}
              onPage={(page) => go({ page })}
            />
          </div>
        )
      }
    </QueryContent>
  );

  return (
    <AdminLayout user={user} meta={{ title: 'Blog Posts', description: 'Blog posts in the back office.' }}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          backHref="/admin"
          title="Blog Posts"
          description="Write, publish and update the articles on the public blog."
          actions={
            <Link href={NEW_BLOG_POST_PATH} className={buttonVariants({ size: 'lg' })}>
              <Plus aria-hidden />
              New Blog Post
            </Link>
          }
        />
        <section aria-label="Blog post list" className="space-y-6">
          <BlogSearch search={params.search} onSearch={(search) => go({ search })} />
          {content}
        </section>
      </div>
    </AdminLayout>
  );
}
