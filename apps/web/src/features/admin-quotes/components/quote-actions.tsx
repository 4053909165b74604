import { BILLING_MESSAGES, isAdminRole, type SessionUser, type StaffQuote } from '@ta/shared';
import { CircleSlash, CopyPlus, Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useQuoteChange, type QuoteChange } from '../api/quote-changes';

/**
 * Send (the draft, by e-mail), New version (a copy to change; for an approved quote, admins only) and
 * Withdraw (asks first). Each says why it is refused.
 */
export function QuoteActions({ quote, user }: { quote: StaffQuote; user: SessionUser }) {
  const change = useQuoteChange();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const approvedLocked = quote.status === 'approved' && !isAdminRole(user.role);

  const run = async (next: QuoteChange) => {
    setFailure(null);
    try {
      await change.mutateAsync(next);
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {quote.status === 'draft' ? (
          <Button
            type="button"
            variant="accent"
            disabled={change.isPending}
            onClick={() => void run({ kind: 'send', id: quote.id })}
          >
            <Send aria-hidden />
            Send to {quote.recipientEmail}
          </Button>
        ) : null}
        {quote.status === 'sent' || quote.status === 'changes_requested' || quote.status === 'approved' ? (
          <Button
            type="button"
            variant="outline"
            disabled={change.isPending || approvedLocked}
            onClick={() => void run({ kind: 'new-version', id: quote.id })}
          >
            <CopyPlus aria-hidden />
            New version
          </Button>
        ) : null}
        {quote.status !== 'withdrawn' ? (
          <Button
            type="button"
            variant="destructive-outline"
            disabled={change.isPending || approvedLocked}
            onClick={() => setConfirmWithdraw(true)}
          >
            <CircleSlash aria-hidden />
            Withdraw
          </Button>
        ) : null}
      </div>
      {approvedLocked ? <p className="text-muted">{BILLING_MESSAGES.quoteApprovedStaff}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirmWithdraw}
        onClose={() => setConfirmWithdraw(false)}
        title={`Withdraw ${quote.label}?`}
        description="The client can no longer read or answer it, and its e-mailed link stops working. This cannot be undone."
        action="Withdraw quote"
        pendingAction="Withdrawing…"
        icon={CircleSlash}
        pending={change.isPending}
        role="alertdialog"
        onConfirm={() =>
          void run({ kind: 'withdraw', id: quote.id }).then((done) => {
            if (done) setConfirmWithdraw(false);
          })
        }
      />
    </div>
  );
}
