import { formatStars, isAdminRole, type SessionUser } from '@ta/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useFeedbackOverview } from '../../../features/admin-feedback/api/feedback';
import { FeedbackEntries } from '../../../features/admin-feedback/components/feedback-entries';
import { ReviewLinkForm } from '../../../features/admin-feedback/components/review-link-form';
import { ScoresTable } from '../../../features/admin-feedback/components/scores-table';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { QueryContent } from './query-content';

const DESCRIPTION = 'What clients said after each visit: scores by staff member and by service, and every comment.';

/** /admin/feedback (docs/feedback.md): the owner's; staff see Access Denied (the server answers 403 to them too). */
export function FeedbackPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <FeedbackScreen user={user} />;
}

function FeedbackScreen({ user }: { user: SessionUser }) {
  const overview = useFeedbackOverview();
  return (
    <AdminLayout user={user} meta={{ title: 'Feedback', description: DESCRIPTION }}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 pb-28 sm:px-6 sm:py-8">
        <PageHeader title="Feedback" description={DESCRIPTION} />
        <QueryContent query={overview} loading="Loading the feedback…" failed="Error loading the feedback">
          {(data) => (
            <>
              <section aria-labelledby="feedback-year" className="space-y-2">
                <h2 id="feedback-year" className="text-2xl">
                  The last 12 months
                </h2>
                <p className="text-lg">
                  {data.all.total.answers} of the {data.requested} visits asked about have an answer
                  {data.all.total.averageHundredths !== null
                    ? `; the average is ${formatStars(data.all.total.averageHundredths)} stars out of 5.`
                    : '.'}{' '}
                  A score of 1 or 2 is e-mailed to the office the moment it is given.
                </p>
              </section>
              <section aria-labelledby="feedback-staff" className="space-y-3">
                <h2 id="feedback-staff" className="text-2xl">
                  By staff member
                </h2>
                <ScoresTable
                  caption="Scores by staff member"
                  first="Staff member"
                  rows={data.byStaff}
                  months={data.months}
                />
              </section>
              <section aria-labelledby="feedback-service" className="space-y-3">
                <h2 id="feedback-service" className="text-2xl">
                  By service
                </h2>
                <ScoresTable caption="Scores by service" first="Service" rows={data.byService} months={data.months} />
              </section>
              <section aria-labelledby="feedback-latest" className="space-y-3">
                <h2 id="feedback-latest" className="text-2xl">
                  Latest answers
                </h2>
                <FeedbackEntries entries={data.latest} showClient />
              </section>
              <section aria-labelledby="feedback-review" className="space-y-3">
                <h2 id="feedback-review" className="text-2xl">
                  Public reviews
                </h2>
                <ReviewLinkForm saved={data.settings} />
              </section>
            </>
          )}
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
