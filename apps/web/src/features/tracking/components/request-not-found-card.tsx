import { TRACKING_NOT_FOUND_MESSAGE } from '@ta/shared';
import { SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { TrackingHelp } from './tracking-help';

/** A wrong or unknown code. */
export function RequestNotFoundCard({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Card highlight>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
          <SearchX aria-hidden className="mt-1 size-10 shrink-0 text-accent-600" />
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none focus-visible:shadow-none">
              Request Not Found
            </h2>
            <p className="mt-2 text-lg">{TRACKING_NOT_FOUND_MESSAGE}</p>
          </div>
        </div>
        <ul className="list-disc space-y-1 pl-6">
          <li>Your code is in the confirmation e-mail we sent you. It starts with TA.</li>
          <li>
            Codes never use the letters O, I or L, or the numbers 0 and 1, so there is no need to wonder which is which.
          </li>
        </ul>
        <TrackingHelp />
      </CardContent>
    </Card>
  );
}
