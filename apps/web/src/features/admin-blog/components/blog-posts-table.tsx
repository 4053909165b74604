import type { AdminBlogPost } from '@ta/shared';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { blogPostEditHref, blogPostPublicHref } from '../blog-params';
import { BlogStatusBadge } from './blog-status-badge';
import { RelativeDate } from './relative-date';

/** Title (with slug), Status, Date, Actions; scrolls sideways inside its own region on narrow screens. */
export function BlogPostsTable({ posts, caption }: { posts: AdminBlogPost[]; caption: string }) {
  return (
    <div
      role="region"
      aria-labelledby="blog-posts-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left">
        <caption id="blog-posts-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-sand">
          <tr>
            <th scope="col" className="px-3 py-3">
              Title
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Date
            </th>
            <th scope="col" className="px-3 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-t border-line align-top">
              <th scope="row" className="min-w-56 px-3 py-3 font-normal">
                <span className="block font-bold break-words">{post.title}</span>
                <span className="block font-mono text-base break-all text-muted">/{post.slug}</span>
              </th>
              <td className="px-3 py-3">
                <BlogStatusBadge published={post.published} />
              </td>
              <td className="px-3 py-3">
                <RelativeDate iso={post.createdAt} />
              </td>
              <td className="px-3 py-3">
                <div className="flex gap-2">
                  <Link
                    href={blogPostPublicHref(post.slug)}
                    className={buttonVariants({ variant: 'outline', size: 'compact' })}
                  >
                    <Eye aria-hidden />
                    View<span className="sr-only"> “{post.title}” on the blog</span>
                  </Link>
                  <Link
                    href={blogPostEditHref(post.id)}
                    className={buttonVariants({ variant: 'outline', size: 'compact' })}
                  >
                    <Pencil aria-hidden />
                    Edit<span className="sr-only"> “{post.title}”</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
