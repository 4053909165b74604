import { VISIT_MESSAGES, type SessionUser, type VisitReport } from '@ta/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useVisitReport, visitReportRead } from '../../../features/client-properties/api/visit-report';
import {
  NotFoundError,
  PropertiesLoadError,
  PropertiesLoading,
} from '../../../features/client-properties/components/properties-load-error';
import { VisitReportView } from '../../../features/client-properties/components/visit-report-view';
import { idOf } from '../../../features/client-properties/id-of';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { ClientLayout } from '../../layouts/client-layout';

/**
 * The server reads the report, so one that is not the visitor's (or none at all) is "not found" in the
 * HTML and answered 404, as the API and the invoice pages do.
 */
export const prefetch: Prefetch = ({ id = '' }) => {
  const visitId = idOf(id);
  return visitId === null ? [] : [visitReportRead(visitId)];
};

/** The page around a report: its title, and the way back to its property once the report is known. */
function ReportShell({
  report,
  notFound = false,
  children,
}: {
  report: VisitReport | undefined;
  notFound?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ClientLayout>
      <PageMeta
        title={report ? t('properties.report.title-of', { name: report.property.name }) : t('properties.report.title')}
        description={t('properties.description')}
        noIndex
        {...(notFound ? { status: 404 } : {})}
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
          {children}
        </div>
      </div>
    </ClientLayout>
  );
}

/** /reports/:id: one visit's report, to read, decide about its findings, print or download. */
export function ReportPage({ id }: { user: SessionUser; id: string }) {
  const visitId = idOf(id);
  if (visitId === null) {
    return (
      <ReportShell report={undefined} notFound>
        <NotFoundError message={VISIT_MESSAGES.notFound} />
      </ReportShell>
    );
  }
  return <LoadedReport visitId={visitId} />;
}

function LoadedReport({ visitId }: { visitId: number }) {
  const { data: report, error, isPending, isFetching, refetch } = useVisitReport(visitId);

  // A link to one finding (from the property page) scrolls to it once the report is on screen.
  const loaded = !!report;
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);

  let content;
  if (isPending) content = <PropertiesLoading />;
  else if (report === null) content = <NotFoundError message={VISIT_MESSAGES.notFound} />;
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
    <ReportShell report={report ?? undefined} notFound={report === null}>
      {content}
    </ReportShell>
  );
}
