import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { blogPostRead, useBlogPost } from '../../../features/blog/api/get-blog-post';
import { BlogPostArticle } from '../../../features/blog/components/blog-post-article';
import { BlogPostNotFound } from '../../../features/blog/components/blog-post-not-found';
import { previewImage } from '../../../features/blog/cover-image';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

function BackToBlog() {
  return (
    <Link href="/blog" className="mb-6 inline-flex min-h-11 items-center gap-2 font-bold">
      <ArrowLeft aria-hidden className="size-5" />
      Back to Blog
    </Link>
  );
}

function PostBody({ slug }: { slug: string }) {
  const { data: post, error, isPending, refetch, isFetching } = useBlogPost(slug);

  if (isPending) {
    return (
      <>
        <PageMeta title="Blog" description="Loading the article." />
        <BackToBlog />
        <Spinner label="Loading the article…" showLabel className="py-10" />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageMeta title="Blog" description="The article could not be loaded." />
        <BackToBlog />
        <LoadError title="Error Loading Blog Post" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!post) {
    return (
      <>
        <PageMeta title="Blog Post Not Found" description="This article could not be found." noIndex status={404} />
        <BlogPostNotFound />
      </>
    );
  }
  return (
    <>
      <PageMeta title={post.title} description={post.excerpt} type="article" image={previewImage(post)} />
      <BackToBlog />
      <BlogPostArticle post={post} />
    </>
  );
}

/** The post for the slug in the address is in the server HTML; a missing one renders Blog Post Not Found (404). */
export const prefetch: Prefetch = ({ slug = '' }) => [blogPostRead(slug)];

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
