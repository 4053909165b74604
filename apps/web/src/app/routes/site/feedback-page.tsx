import { businessInstant, FEEDBACK_MESSAGES, formatBusinessTime, LOCALE_TAGS } from '@ta/shared';
import { Alert } from '../../../components/ui/alert';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { feedbackRead, useFeedbackLink } from '../../../features/feedback/api/feedback-link';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form';
import { FeedbackThanks } from '../../../features/feedback/components/feedback-thanks';
import { useLocale } from '../../../i18n/i18n-provider';
import { useKnownText } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

/** The server reads the visit (an unknown link fills null, answered 404), so the form works without JavaScript. */
export const prefetch: Prefetch = ({ token = '' }) => [feedbackRead(token)];

/**
 * /feedback/:token, the link in a finished visit's e-mail and text (docs/feedback.md): which visit it
 * asks about, the stars and comment, signed out; once answered, the thanks and the public review link.
 */
export function FeedbackPage({ token }: { token: string }) {
  const t = useT();
  const known = useKnownText();
  const locale = useLocale();
  const serviceName = useServiceName();
  const query = useFeedbackLink(token);
  const view = query.data;

  let content;
  if (view === null) {
    content = <Alert tone="error">{known(FEEDBACK_MESSAGES.linkNotFound)}</Alert>;
  } else if (view === undefined) {
    content = <QueryFallback query={query} loading={t('feedback.loading')} errorTitle={t('feedback.load-error')} />;
  } else {
    const date = formatBusinessTime(businessInstant(view.date, '12:00'), LOCALE_TAGS[locale], {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    const what = view.serviceName
      ? t('feedback.what', { service: serviceName(view.serviceName) })
      : t('feedback.what-no-service');
    content = (
      <>
        <p className="text-xl">{t('feedback.visit', { what, date, staff: view.staffFirstName ?? 'none' })}</p>
        {view.answered ? <FeedbackThanks view={view} /> : <FeedbackForm token={token} />}
      </>
    );
  }

  return (
    <SiteLayout>
      <PageMeta
        title={t('feedback.title')}
        description={t('feedback.description')}
        noIndex
        {...(view === null ? { status: 404 } : {})}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl space-y-6">
          <h1 className="text-3xl sm:text-4xl">{t('feedback.title')}</h1>
          {content}
        </div>
      </div>
    </SiteLayout>
  );
}
