import { LOCALE_TAGS } from '@ta/shared';
import { LegalDocumentView } from '../../../../features/legal/components/legal-document-view';
import type { LegalDocument } from '../../../../features/legal/content/legal-document';
import { legalValues } from '../../../../features/legal/content/legal-values';
import { useLocale } from '../../../../i18n/i18n-provider';
import { useT } from '../../../../i18n/use-t';
import { PageMeta } from '../../../../lib/page-meta';
import { SiteLayout } from '../../../layouts/site-layout';

/** The frame of the three legal pages: site layout, page meta and the document. */
export function LegalPage({ content, path }: { content: LegalDocument; path: string }) {
  const t = useT();
  const values = legalValues(LOCALE_TAGS[useLocale()]);
  return (
    <SiteLayout>
      <PageMeta title={t(content.title)} description={t(content.description, values)} />
      <LegalDocumentView content={content} path={path} />
    </SiteLayout>
  );
}
