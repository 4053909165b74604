import type { ContactRequestReceipt } from '@ta/shared';
import { Link } from 'wouter';
import { toast } from '../../../components/ui/use-toast';

/** The toast that carries a tracking code stays 10 seconds. */
const TRACKING_TOAST_MS = 10_000;

export const SUBMITTED_MESSAGE = 'Your service request has been submitted successfully!';

/**
 * 'Success' and, with a tracking code, the code, a reminder to save it and a link
 * to track it. Toasts show one at a time, so both messages share one toast; the code is
 * on the page as well.
 */
export function showSubmittedToast(receipt: ContactRequestReceipt): void {
  const code = receipt.trackingToken;
  if (!code) {
    toast({ title: 'Success', description: SUBMITTED_MESSAGE, variant: 'success' });
    return;
  }
  toast({
    title: 'Success',
    variant: 'success',
    duration: TRACKING_TOAST_MS,
    description: (
      <>
        <span className="block">{SUBMITTED_MESSAGE}</span>
        <span className="block">
          Your tracking code: <strong className="font-mono whitespace-nowrap">{code}</strong>
        </span>
        <span className="block">Save this code to check your request status later.</span>
        <Link
          href={`/track-request?token=${encodeURIComponent(code)}`}
          className="inline-flex min-h-11 items-center font-bold"
        >
          Track your request
        </Link>
      </>
    ),
  });
}
