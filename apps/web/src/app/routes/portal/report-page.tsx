import type { SessionUser } from '@ta/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useVisitReport } from '../../../features/client-properties/api/visit-report';
import {
  PropertiesLoadError,
  PropertiesLoading,
} from '../../../features/client-properties/components/properties-load-error';
import { VisitReportView } from '../../../features/client-properties/components/visit-report-view';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { ClientLayout } from '../../layouts/client-layout';

/** /reports/:visitId: one visit's report, to read, decide about its findings, print or download. */
export function ReportPage({ id: visitId }: { user: SessionUser; id: string }) {
  const t = useT();
  const { data: report, error, isPending, isFetching, refetch } = useVisitReport(Number(visitId));

  // A link to one finding (from the property page) scrolls to it once the report is on screen.
  const loaded = report !== undefined;
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);

  let content;
  if (isPending) content = <PropertiesLoading />;
  else if (!report) {
    content = (
      <PropertiesLoadError
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        from={`/reports/${visitId}`}
      />
    );
  } else content = <VisitReportView report={report} />;

  return (
    <ClientLayout>
      <PageMeta
        title={report ? t('properties.report.title-of', { name: report.property.name }) : t('properties.report.title')}
        description={t('properties.description')}
        noIndex
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <Link
            href={report ? `/properties/${report.property.id}` : '/properties'}
            className="mb-6 inline-flex min-h-11 items-center gap-2 font-bold print:hidden"
          >
            <ArrowLeft aria-hidden className="size-5" />
            {report ? t('properties.report.back', { name: report.property.name }) : t('properties.back')}
          </Link>
          {content}
        </div>
      </div>
    </ClientLayout>
  );
}
