import type { AdminBlogPost } from '@ta/shared';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { blogPostEditHref, blogPostPublicHref } from '../blog-params';
import { BlogStatusBadge } from './blog-status-badge';
import { RelativeDate } from './relative-date';

const COLUMNS: DataColumn<AdminBlogPost>[] = [
  {
    header: 'Title',
    rowHeader: true,
    className: 'min-w-56',
    cell: (post) => (
      <>
        <span className="block font-bold wrap-anywhere">{post.title}</span>
        <span className="block font-mono text-base break-all text-muted">/{post.slug}</span>
      </>
    ),
  },
  { header: 'Status', cell: (post) => <BlogStatusBadge published={post.published} /> },
  { header: 'Date', cell: (post) => <RelativeDate iso={post.createdAt} /> },
  {
    header: 'Actions',
    cardLabel: false,
    cell: (post) => (
      <div className="flex flex-wrap gap-2">
        <Link href={blogPostPublicHref(post.slug)} className={buttonVariants({ variant: 'outline', size: 'compact' })}>
          <Eye aria-hidden />
          View<span className="sr-only"> “{post.title}” on the blog</span>
        </Link>
        <Link href={blogPostEditHref(post.id)} className={buttonVariants({ variant: 'outline', size: 'compact' })}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> “{post.title}”</span>
        </Link>
      </div>
    ),
  },
];

/** Title (with slug), Status, Date, Actions. */
export function BlogPostsTable({ posts, caption }: { posts: AdminBlogPost[]; caption: string }) {
  return <DataTable caption={caption} rows={posts} columns={COLUMNS} rowKey={(post) => post.id} />;
}
