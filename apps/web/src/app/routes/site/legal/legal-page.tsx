import { LegalDocumentView } from '../../../../features/legal/components/legal-document-view';
import type { LegalDocument } from '../../../../features/legal/content/legal-document';
import { PageMeta } from '../../../../lib/page-meta';
import { SiteLayout } from '../../../layouts/site-layout';

/** The frame of the three legal pages: site layout, page meta and the document. */
export function LegalPage({ content, path }: { content: LegalDocument; path: string }) {
  return (
    <SiteLayout>
      <PageMeta title={content.title} description={content.description} />
      <LegalDocumentView content={content} path={path} />
    </SiteLayout>
  );
}
