import { formatBusinessTime, quoteLabel, type ClientQuote } from '@ta/shared';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import type { QuoteSource } from '../api/client-quote';
import { QuoteAnswerForms } from './quote-answer-forms';
import { depositLeft, QuoteDeposit } from './quote-deposit';
import { QuoteDocument, QuoteTerms } from './quote-document';
import { QuoteStatusBadge } from './quote-status-badge';

/** A moment as people in New York read it, in the page's language. */
function moment(iso: string, locale: string) {
  return formatBusinessTime(iso, locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * One quote as its client reads it, on /quotes/:id and on the e-mailed link's /quote/:token: where it
 * stands, the lines and totals, the terms, and the two answers while it is open.
 */
export function QuoteView({ quote, source }: { quote: ClientQuote; source: QuoteSource }) {
  const t = useT();
  const locale = useLocale();
  const search = new URLSearchParams(useSearch());
  const fromPage = search.get('answered');
  const [answered, setAnswered] = useState<'approved' | 'changes' | null>(null);
  // An approval that opened no page at Stripe for its deposit: the office collects it.
  const [depositByOffice, setDepositByOffice] = useState(false);
  const done = answered ?? (fromPage === 'approved' || fromPage === 'changes' ? fromPage : null);
  const { current } = quote;
  const latest = quote.responses.find((r) => r.version === current.version);
  const approval = quote.status === 'approved' ? quote.responses.find((r) => r.action === 'approved') : undefined;
  const open = (quote.status === 'sent' || quote.status === 'changes_requested') && !quote.expired;

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-3xl sm:text-4xl">{t('quotes.page.title', { label: quoteLabel(quote.id) })}</h1>
        <QuoteStatusBadge status={quote.status} />
        <p className="text-lg text-muted">
          {t('quotes.page.for', { name: quote.recipientName })}
          {current.sentAt ? (
            <>
              {' · '}
              {t('quotes.page.version', { version: current.version, date: moment(current.sentAt, locale) })}
            </>
          ) : null}
        </p>
      </div>

      {done ? (
        <Alert tone="success">{t(done === 'approved' ? 'quotes.answered.approved' : 'quotes.answered.changes')}</Alert>
      ) : null}
      {approval ? (
        <Alert tone="success" title={t('quotes.approved.title')}>
          <p>
            {t('quotes.approved.text', {
              name: approval.typedName ?? quote.recipientName,
              when: moment(approval.createdAt, locale),
              version: approval.version,
            })}
          </p>
          <p>
            {quote.appointment
              ? t('quotes.scheduled', {
                  date: formatDayHeading(quote.appointment.appointmentDate, locale),
                  time: formatTimeRange(quote.appointment.startTime, quote.appointment.endTime, locale),
                })
              : t('quotes.approved.next')}
          </p>
        </Alert>
      ) : null}
      {quote.status === 'changes_requested' && latest?.action === 'changes_requested' && !done ? (
        <Alert tone="info" title={t('quotes.changes-asked.title')}>
          {t('quotes.changes-asked.text', { when: moment(latest.createdAt, locale) })}
        </Alert>
      ) : null}
      {quote.status === 'draft' ? <Alert tone="info">{t('quotes.preparing')}</Alert> : null}
      {quote.expired && quote.status !== 'approved' ? (
        <Alert tone="error">{t('quotes.expired', { date: formatDayHeading(current.validUntil, locale) })}</Alert>
      ) : null}

      <QuoteDeposit
        quote={quote}
        source={source}
        byOffice={depositByOffice || search.get('deposit') === 'office'}
        returned={search.get('deposit') === 'paid'}
      />

      <QuoteDocument quote={quote} />
      <QuoteTerms />
      {open ? (
        <QuoteAnswerForms
          quote={quote}
          source={source}
          onAnswered={(answer, now) => {
            setAnswered(answer);
            setDepositByOffice(answer === 'approved' && depositLeft(now) > 0);
          }}
        />
      ) : null}
    </div>
  );
}
