import type { ContactRequestReceipt } from '@ta/shared';
import { CircleCheck, RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { CopyCodeButton } from './copy-code-button';

interface RequestReceivedProps {
  receipt: ContactRequestReceipt;
  photoCount: number;
  onSubmitAnother: () => void;
}

/** Stays on the page until the visitor leaves: the tracking code must not live in a toast only. */
export function RequestReceived({ receipt, photoCount, onSubmitAnother }: RequestReceivedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const code = receipt.trackingToken;

  return (
    <section aria-labelledby="request-received-heading" className="space-y-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <CircleCheck aria-hidden className="size-9 shrink-0 text-success-700 sm:mt-1" />
        <div className="space-y-2">
          <h2 id="request-received-heading" ref={heading} tabIndex={-1} className="text-3xl">
            Thank You!
          </h2>
          <p className="text-lg">
            We&apos;ve received your request for <strong>{receipt.serviceInterest}</strong> and will contact you within
            24 hours to confirm the details.
          </p>
          {photoCount > 0 ? (
            <p>
              Your {photoCount} {photoCount === 1 ? 'photo is' : 'photos are'} with us too.
            </p>
          ) : null}
        </div>
      </div>

      <div className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 sm:p-5">
        <p className="font-bold">Your tracking code</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-950 [overflow-wrap:anywhere]">
          {code}
        </p>
        <p className="mt-2 text-base">Save this code to check your request status later.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          <CopyCodeButton code={code} />
          <Link
            href={`/track-request?token=${encodeURIComponent(code)}`}
            className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
          >
            <Search aria-hidden />
            Track Your Request
          </Link>
        </div>
      </div>

      <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onSubmitAnother}>
        <RotateCcw aria-hidden />
        Submit Another Request
      </Button>
    </section>
  );
}
