import { quoteLabel, type SessionUser } from '@ta/shared';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { clientQuoteSource, quoteRead, useQuote } from '../../../features/client-quotes/api/client-quote';
import { QuoteView } from '../../../features/client-quotes/components/quote-view';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { ClientLayout } from '../../layouts/client-layout';

/**
 * The server reads the quote, so it and its two forms work without JavaScript; one that is not the
 * visitor's is "not found", answered 404 as the API does.
 */
export const prefetch: Prefetch = ({ id = '' }) => [quoteRead(clientQuoteSource(id), true)];

/** /quotes/:id: one of the client's quotes, to read and to approve or ask changes of (docs/quotes.md). */
export function QuotePage({ id }: { user: SessionUser; id: string }) {
  const t = useT();
  const source = clientQuoteSource(id);
  const quote = useQuote(source);

  let content;
  if (quote.data === null) content = <Alert tone="error">{t('quotes.page.not-found')}</Alert>;
  else if (quote.data === undefined) {
    content = <QueryFallback query={quote} loading={t('quotes.loading')} errorTitle={t('quotes.page.load-failed')} />;
  } else content = <QuoteView quote={quote.data} source={source} />;

  const label = /^\d+$/.test(id) ? quoteLabel(Number(id)) : '';
  return (
    <ClientLayout>
      <PageMeta
        title={t('quotes.page.title', { label })}
        description={t('quotes.page.description')}
        noIndex
        {...(quote.data === null ? { status: 404 } : {})}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-5xl space-y-6">
          <BackLink href="/quotes">{t('quotes.back')}</BackLink>
          {content}
        </div>
      </div>
    </ClientLayout>
  );
}
