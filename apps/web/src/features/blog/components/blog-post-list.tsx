import { defaultBusiness } from '@ta/shared';
import { NotebookPen } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';

/** The public card grid, with its loading, error and empty states. */
export function BlogPostList() {
  const { data: posts, error, isPending, refetch, isFetching } = useBlogPosts();

  if (isPending) return <Spinner label="Loading blog posts…" showLabel className="py-10" />;

  if (error) {
    return (
      <LoadError
        title="Error Loading Blog Posts"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        className="max-w-2xl"
      />
    );
  }

  if (posts.length === 0) {
    return (
      <section aria-labelledby="blog-empty-heading" className="max-w-2xl rounded-2xl border border-line bg-white p-8">
        <NotebookPen aria-hidden className="size-12 text-accent-600" />
        <h2 id="blog-empty-heading" className="mt-3 text-2xl">
          No Blog Posts Yet
        </h2>
        <p className="mt-2">
          We are busy writing our first articles, with practical tips for everyday life at home. Please check back soon.
          In the meantime, {defaultBusiness.name} is always happy to answer a question by phone.
        </p>
        <PhoneLink prefix="Call us at" className="mt-3" />
      </section>
    );
  }

  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogPostCard post={post} position={index} />
        </li>
      ))}
    </ul>
  );
}
