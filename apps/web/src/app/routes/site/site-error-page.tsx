import type { ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

/** A public error page (403, 404): the site's frame, a head that keeps it out of search engines, and the answer's status. */
export function SiteErrorPage({
  title,
  description,
  status,
  children,
}: {
  title: string;
  description: string;
  status: number;
  children: ReactNode;
}) {
  return (
    <SiteLayout>
      <PageMeta title={title} description={description} noIndex status={status} />
      <div className="container-page">{children}</div>
    </SiteLayout>
  );
}
