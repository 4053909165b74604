import { defaultBusiness } from '@ta/shared';
import { NotebookPen } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';

/** The public card grid, with its loading, error and empty states. */
export function BlogPostList() {
  const { data: posts, error, isPending, refetch, isFetching } = useBlogPosts();
  const t = useT();

  if (isPending) return <Spinner label={t('blog.list.loading')} showLabel className="py-10" />;

  if (error) {
    return (
      <LoadError
        title={t('blog.list.error')}
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
          {t('blog.empty.title')}
        </h2>
        <p className="mt-2">{t('blog.empty.text', { name: defaultBusiness.name })}</p>
        <PhoneLink prefix={t('blog.empty.call')} className="mt-3" />
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
