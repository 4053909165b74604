import { formatBusinessTime, type SessionUser } from '@ta/shared';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useStaffQuote } from '../../../features/admin-quotes/api/staff-quotes';
import { QuoteActions } from '../../../features/admin-quotes/components/quote-actions';
import { QuoteBuilder } from '../../../features/admin-quotes/components/quote-builder';
import { QuoteDeposits } from '../../../features/admin-quotes/components/quote-deposits';
import { QuoteHistory } from '../../../features/admin-quotes/components/quote-history';
import { ScheduleQuoteForm } from '../../../features/admin-quotes/components/schedule-quote-form';
import { StaffQuoteBadge } from '../../../features/admin-quotes/components/staff-quote-badge';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const when = (iso: string) => formatBusinessTime(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/quotes/:id, the quote builder (docs/quotes.md): the draft's lines and live totals, Save, Send,
 * New version, Withdraw; the deposit asked and paid; once approved, Schedule in one step; the history of
 * versions and answers.
 */
export function QuoteDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const quote = useStaffQuote(id);
  return (
    <AdminLayout user={user} meta={{ title: 'Quote', description: 'One quote.' }}>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <QueryContent query={quote} loading="Loading the quote…" failed="Error loading the quote">
          {(data) => {
            if (data === null) {
              return (
                <PageHeader
                  title="Quote not found"
                  backHref="/admin/quotes"
                  description="It may have been removed, or the link is wrong."
                />
              );
            }
            const current = data.versions.find((v) => v.version === data.currentVersion);
            const lastSent = data.versions.find((v) => v.sentAt !== null);
            return (
              <>
                <PageHeader
                  title={`${data.label} for ${data.recipientName}`}
                  backHref="/admin/quotes"
                  description={
                    <div className="space-y-2 text-lg">
                      <p className="flex flex-wrap items-center gap-3">
                        <StaffQuoteBadge status={data.status} />
                        <span>
                          Version {data.currentVersion} · {data.recipientEmail} ·{' '}
                          {data.language === 'es' ? 'Spanish' : 'English'}
                          {data.clientId ? ' · on the client’s account' : ' · no account (by the link only)'}
                        </span>
                      </p>
                      <p>
                        {lastSent?.sentAt
                          ? `Sent on ${when(lastSent.sentAt)} (version ${lastSent.version}).`
                          : 'Not sent yet.'}{' '}
                        {data.contactRequestId ? (
                          <Link href={`/admin/contacts/${data.contactRequestId}`} className="font-bold">
                            Open the request
                          </Link>
                        ) : null}
                      </p>
                    </div>
                  }
                />
                {data.expired && data.status !== 'approved' ? (
                  <Alert tone="error">This quote’s last valid day has passed: the client cannot approve it.</Alert>
                ) : null}
                <QuoteActions quote={data} user={user} />
                <QuoteDeposits quote={data} />
                {data.appointment ? (
                  <Alert tone="success" title="Scheduled">
                    <p>
                      {formatAppointmentDate(data.appointment.appointmentDate)},{' '}
                      {formatTimeRange(data.appointment.startTime, data.appointment.endTime)}.{' '}
                      <Link href={`/admin/appointments/${data.appointment.id}`} className="font-bold">
                        View appointment #{data.appointment.id}
                      </Link>
                    </p>
                  </Alert>
                ) : null}
                {data.status === 'approved' && !data.appointment ? (
                  <ScheduleQuoteForm quote={data} user={user} />
                ) : null}
                {data.status === 'draft' && current ? <QuoteBuilder key={data.currentVersion} quote={data} /> : null}
                <QuoteHistory quote={data} />
              </>
            );
          }}
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
