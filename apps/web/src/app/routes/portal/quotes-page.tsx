import type { SessionUser } from '@ta/shared';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { myQuotesRead, useMyQuotes } from '../../../features/client-quotes/api/client-quote';
import { QuoteList } from '../../../features/client-quotes/components/quote-list';
import { useT } from '../../../i18n/use-t';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage } from '../../layouts/client-layout';

/** The server reads the list, so the page is in the HTML without JavaScript. */
export const prefetch: Prefetch = () => [myQuotesRead];

/** /quotes: the quotes sent to the client (or to the client a trusted contact with `billing` helps). */
export function QuotesPage(_props: { user: SessionUser }) {
  const t = useT();
  const quotes = useMyQuotes();

  let content;
  if (quotes.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 text-lg">
        <Spinner />
        {t('quotes.loading')}
      </p>
    );
  } else if (!quotes.data) {
    content = <Alert tone="error">{t('quotes.load-failed')}</Alert>;
  } else {
    content = <QuoteList quotes={quotes.data} />;
  }

  return (
    <ClientPage title={t('quotes.title')} description={t('quotes.description')} className="max-w-5xl space-y-8">
      <BackLink href="/dashboard">{t('properties.back-to-dashboard')}</BackLink>
      <div>
        <h1 className="text-3xl sm:text-4xl">{t('quotes.title')}</h1>
        <p className="prose-width mt-2 text-lg text-muted">{t('quotes.intro')}</p>
      </div>
      {content}
    </ClientPage>
  );
}
