import { Alert } from '../../../components/ui/alert';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { linkQuoteSource, quoteRead, useQuote } from '../../../features/client-quotes/api/client-quote';
import { QuoteView } from '../../../features/client-quotes/components/quote-view';
import { useKnownText } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

/** The server reads the quote (an old or made-up link fills null, answered 404), so the page works without JavaScript. */
export const prefetch: Prefetch = ({ token = '' }) => [quoteRead(linkQuoteSource(token), false)];

/** The link's refusal, word for word as the API says it (the errors catalogue has it in Spanish). */
const LINK_INVALID = 'This link is no longer valid. Please use the newest e-mail we sent you, or call us.';

/**
 * /quote/:token, the link in a quote e-mail: the quote, signed out, with its two answers
 * (docs/quotes.md, "The link"). Only the newest e-mail's link opens it.
 */
export function QuoteLinkPage({ token }: { token: string }) {
  const t = useT();
  const known = useKnownText();
  const source = linkQuoteSource(token);
  const quote = useQuote(source);

  let content;
  if (quote.data === null) content = <Alert tone="error">{known(LINK_INVALID)}</Alert>;
  else if (quote.data === undefined) {
    content = <QueryFallback query={quote} loading={t('quotes.loading')} errorTitle={t('quotes.page.load-failed')} />;
  } else content = <QuoteView quote={quote.data} source={source} />;

  return (
    <SiteLayout>
      <PageMeta
        title={t('quotes.link.title')}
        description={t('quotes.page.description')}
        noIndex
        {...(quote.data === null ? { status: 404 } : {})}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-5xl space-y-6">
          {quote.data === null ? <h1 className="text-3xl sm:text-4xl">{t('quotes.link.title')}</h1> : null}
          {content}
        </div>
      </div>
    </SiteLayout>
  );
}
