import { formatCents, formatPercent, formatQuantity, type ClientQuote } from '@ta/shared';
import { Link } from 'wouter';
import { TableHeadingRow } from '../../../components/ui/table-heading-row';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading } from '../../../lib/appointment-format';
import { QuoteSection } from './quote-section';

/** The lines, the totals, the notes and the last valid day of the version the client reads. */
export function QuoteDocument({ quote }: { quote: ClientQuote }) {
  const t = useT();
  const locale = useLocale();
  const { current } = quote;
  return (
    <div className="space-y-6">
      {/* No sideways scrolling on a phone: quantity and price each go under the description there. */}
      <div className="rounded-2xl border border-line bg-white">
        <table className="w-full border-collapse text-left text-lg">
          <caption className="sr-only">{t('quotes.lines.caption')}</caption>
          <thead className="bg-sand">
            <TableHeadingRow
              cellClassName="p-3"
              columns={[
                t('quotes.lines.description'),
                { label: t('quotes.lines.quantity'), className: 'hidden p-3 text-right sm:table-cell' },
                { label: t('quotes.lines.unit'), className: 'hidden p-3 text-right sm:table-cell' },
                { label: t('quotes.lines.amount'), className: 'p-3 text-right' },
              ]}
            />
          </thead>
          <tbody>
            {current.lines.map((line, index) => (
              <tr key={index} className="border-t border-line align-top">
                <td className="p-3">
                  <span className="font-bold">{line.description}</span>
                  {line.minutes ? (
                    <span className="block text-base text-muted">
                      {t('quotes.lines.minutes', { hours: formatQuantity(Math.round((line.minutes * 100) / 60)) })}
                    </span>
                  ) : null}
                  {line.percentBp ? (
                    <span className="block text-base text-muted">
                      {t('quotes.lines.percent', { percent: formatPercent(line.percentBp) })}
                    </span>
                  ) : (
                    <span className="block text-base text-muted sm:hidden">
                      {formatQuantity(line.quantityHundredths)} × {formatCents(line.unitCents)}
                    </span>
                  )}
                </td>
                <td className="hidden p-3 text-right sm:table-cell">{formatQuantity(line.quantityHundredths)}</td>
                <td className="hidden p-3 text-right sm:table-cell">
                  {line.percentBp ? '' : formatCents(line.unitCents)}
                </td>
                <td className="p-3 text-right font-bold">{formatCents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-ink">
            <tr>
              <td colSpan={2} className="hidden sm:table-cell" />
              <th scope="row" className="p-3 text-right font-normal">
                {t('quotes.totals.subtotal')}
              </th>
              <td className="p-3 text-right">{formatCents(current.subtotalCents)}</td>
            </tr>
            {current.discountCents > 0 ? (
              <tr>
                <td colSpan={2} className="hidden sm:table-cell" />
                <th scope="row" className="p-3 text-right font-normal">
                  {t('quotes.totals.discount')}
                </th>
                <td className="p-3 text-right">{formatCents(-current.discountCents)}</td>
              </tr>
            ) : null}
            <tr className="text-xl">
              <td colSpan={2} className="hidden sm:table-cell" />
              <th scope="row" className="p-3 text-right">
                {t('quotes.totals.total')}
              </th>
              <td className="p-3 text-right font-bold">{formatCents(current.totalCents)}</td>
            </tr>
            {current.depositCents !== null ? (
              <tr>
                <td colSpan={2} className="hidden sm:table-cell" />
                <th scope="row" className="p-3 text-right font-normal">
                  {current.depositPercentBp !== null
                    ? t('quotes.totals.deposit-percent', { percent: formatPercent(current.depositPercentBp) })
                    : t('quotes.totals.deposit')}
                </th>
                <td className="p-3 text-right">{formatCents(current.depositCents)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {current.notes ? (
          <div>
            <dt className="font-bold">{t('quotes.notes')}</dt>
            <dd className="whitespace-pre-line">{current.notes}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-bold">{t('quotes.valid-until-heading')}</dt>
          <dd>{formatDayHeading(current.validUntil, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The terms the approval agrees to, in short, with the full page a link away. */
export function QuoteTerms() {
  const t = useT();
  return (
    <QuoteSection headingId="quote-terms" heading={t('quotes.terms.heading')}>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
        <li>{t('quotes.terms.cancellation')}</li>
        <li>{t('quotes.terms.payment')}</li>
        <li>{t('quotes.terms.at-cost')}</li>
        <li>{t('quotes.terms.time')}</li>
      </ul>
      <p className="mt-3">
        <Link href="/terms-and-conditions" className="inline-flex min-h-11 items-center font-bold">
          {t('quotes.terms.link')}
        </Link>
      </p>
    </QuoteSection>
  );
}
