import { defaultBusiness } from '@ta/shared';
import { blogPostsRead } from '../../../features/blog/api/get-blog-posts';
import { BlogPostList } from '../../../features/blog/components/blog-post-list';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

/** The list is in the server HTML. */
export const prefetch: Prefetch = () => [blogPostsRead()];

export function BlogPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Blog"
        description={`Practical tips on living well at home, seasonal home care, paperwork and technology, from the ${defaultBusiness.name} team.`}
      />
      <div className="border-b border-line bg-sand">
        <div className="container-page py-12 sm:py-16">
          <p className="font-bold tracking-wide text-accent-700">Our blog</p>
          <h1 className="mt-1 text-3xl sm:text-5xl">Tips and news</h1>
          <p className="prose-width mt-4 text-lg text-muted">
            Practical advice on staying independent at home, getting a house ready for the season, and handling
            paperwork and technology with less stress.
          </p>
        </div>
      </div>
      <div className="container-page py-12 sm:py-16">
        <BlogPostList />
      </div>
    </SiteLayout>
  );
}
