import { useParams } from 'wouter';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { blogCommentsRead } from '../../../features/blog/api/get-blog-comments';
import { blogPostRead, useBlogPost } from '../../../features/blog/api/get-blog-post';
import { BlogComments } from '../../../features/blog/components/blog-comments';
import { BlogPostArticle } from '../../../features/blog/components/blog-post-article';
import { BlogPostNotFound } from '../../../features/blog/components/blog-post-not-found';
import { previewImage } from '../../../features/blog/cover-image';
import { POST_LOCALE } from '../../../features/blog/post-locale';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

function BackToBlog() {
  const t = useT();
  return (
    <BackLink href="/blog" spaced>
      {t('blog.back')}
    </BackLink>
  );
}

function PostBody({ slug }: { slug: string }) {
  const { data: post, error, isPending, refetch, isFetching } = useBlogPost(slug);
  const t = useT();

  if (isPending) {
    return (
      <>
        <PageMeta title={t('blog.meta.title')} description={t('blog.post.loading-meta')} />
        <BackToBlog />
        <Spinner label={t('blog.post.loading')} showLabel className="py-10" />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageMeta title={t('blog.meta.title')} description={t('blog.post.error-meta')} />
        <BackToBlog />
        <LoadError title={t('blog.post.error')} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!post) {
    return (
      <>
        <PageMeta title={t('blog.not-found.title')} description={t('blog.not-found.meta')} noIndex status={404} />
        <BlogPostNotFound />
      </>
    );
  }
  return (
    <>
      {/* The post is written in one language: its address in that language is the canonical one. */}
      <PageMeta
        title={post.title}
        description={post.excerpt}
        type="article"
        image={previewImage(post)}
        contentLocale={POST_LOCALE}
      />
      <BackToBlog />
      <BlogPostArticle post={post} />
      <BlogComments slug={slug} closed={post.commentsClosed} />
    </>
  );
}

/**
 * The post for the slug in the address and its comments are in the server HTML; a missing post renders
 * Blog Post Not Found (404).
 */
export const prefetch: Prefetch = ({ slug = '' }) => [blogPostRead(slug), blogCommentsRead(slug)];

export function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <SiteLayout>
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          <PostBody slug={slug} />
        </div>
      </div>
    </SiteLayout>
  );
}
