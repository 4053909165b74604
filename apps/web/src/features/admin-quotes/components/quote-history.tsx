import { formatBusinessTime, formatCents, formatQuantity, type StaffQuote } from '@ta/shared';
import { KIND_LABELS } from '../quote-words';

const when = (iso: string) => formatBusinessTime(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every answer (who, when, from which address, which version) and every version with its lines. */
export function QuoteHistory({ quote }: { quote: StaffQuote }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="answers-heading" className="space-y-3">
        <h2 id="answers-heading" className="text-2xl">
          Answers
        </h2>
        {quote.responses.length === 0 ? <p className="text-muted">No answer yet.</p> : null}
        <ul className="space-y-3">
          {quote.responses.map((r) => (
            <li key={r.id} className="rounded-xl border border-line bg-white p-4">
              <p className="font-bold">
                {r.action === 'approved' ? `Approved by “${r.typedName ?? ''}”` : 'Changes asked'} · version {r.version}{' '}
                · {when(r.createdAt)}
              </p>
              {r.message ? <p className="mt-1 whitespace-pre-line">{r.message}</p> : null}
              <p className="mt-1 text-muted">
                {r.userName
                  ? `Signed in as ${r.userName}${r.onBehalfOfName ? `, for ${r.onBehalfOfName}` : ''}`
                  : 'By the e-mailed link'}
                {` · from ${r.ipAddress}`}
                {r.userAgent ? ` · ${r.userAgent}` : ''}
              </p>
              <p className="mt-1 font-mono text-sm break-all text-muted">Content hash {r.contentHash}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h2 id="versions-heading" className="text-2xl">
          Versions
        </h2>
        {quote.versions.map((v) => (
          <details
            key={v.version}
            className="rounded-xl border border-line bg-white p-4"
            open={v.version === quote.currentVersion}
          >
            <summary className="min-h-11 cursor-pointer font-bold">
              Version {v.version} · {formatCents(v.totalCents)} · {v.sentAt ? `sent on ${when(v.sentAt)}` : 'not sent'}
            </summary>
            <ul className="mt-2 space-y-1">
              {v.lines.map((line, index) => (
                <li key={index}>
                  {KIND_LABELS[line.kind]}: {line.description} · {formatQuantity(line.quantityHundredths)} ×{' '}
                  {line.percentBp ? `${formatQuantity(line.percentBp)}%` : formatCents(line.unitCents)} ={' '}
                  {formatCents(line.amountCents)}
                </li>
              ))}
            </ul>
            {v.notes ? <p className="mt-2 whitespace-pre-line">Notes: {v.notes}</p> : null}
            <p className="mt-2 text-muted">Valid until {v.validUntil}</p>
            <p className="font-mono text-sm break-all text-muted">Content hash {v.contentHash}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
