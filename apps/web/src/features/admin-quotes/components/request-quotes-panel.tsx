import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useQuoteChange } from '../api/quote-changes';
import { useStaffQuotes } from '../api/staff-quotes';
import { QuotesTable } from './quotes-table';

/** On a request's page: its quotes, and Make a quote (a draft for the requester, opened in the builder). */
export function RequestQuotesPanel({ contactRequestId }: { contactRequestId: number }) {
  const quotes = useStaffQuotes({ status: 'all', contactRequestId });
  const change = useQuoteChange();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const make = async () => {
    setFailure(null);
    try {
      const quote = await change.mutateAsync({ kind: 'create', contactRequestId });
      navigate(`/admin/quotes/${quote.id}`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="request-quotes" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="request-quotes" className="text-2xl">
          Quotes
        </h2>
        <Button type="button" variant="outline" onClick={() => void make()} disabled={change.isPending}>
          <FilePlus2 aria-hidden />
          {change.isPending ? 'Making a quote…' : 'Make a quote'}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {quotes.data && quotes.data.length > 0 ? (
        <QuotesTable quotes={quotes.data} caption="This request’s quotes" />
      ) : quotes.data ? (
        <p className="text-muted">No quote for this request yet.</p>
      ) : null}
    </section>
  );
}
