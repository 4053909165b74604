import { defaultBusiness } from '@ta/shared';
import { Languages } from 'lucide-react';
import { blogPostsRead } from '../../../features/blog/api/get-blog-posts';
import { BlogPostList } from '../../../features/blog/components/blog-post-list';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

/** The list is in the server HTML. */
export const prefetch: Prefetch = () => [blogPostsRead()];

export function BlogPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <SiteLayout>
      <PageMeta title={t('blog.meta.title')} description={t('blog.meta.description', { name: defaultBusiness.name })} />
      <div className="border-b border-line bg-sand">
        <div className="container-page py-12 sm:py-16">
          <p className="font-bold tracking-wide text-accent-700">{t('blog.eyebrow')}</p>
          <h1 className="mt-1 text-3xl sm:text-5xl">{t('blog.title')}</h1>
          <p className="prose-width mt-4 text-lg text-muted">{t('blog.intro')}</p>
          {/* The posts are written in English only: a reader of another language is told before opening one. */}
          {locale === 'en' ? null : (
            <p className="mt-3 flex items-center gap-2 text-lg font-bold text-brand-900">
              <Languages aria-hidden className="size-6 shrink-0" />
              {t('blog.in-english')}
            </p>
          )}
        </div>
      </div>
      <div className="container-page py-12 sm:py-16">
        <BlogPostList />
      </div>
    </SiteLayout>
  );
}
