import { SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { TrackingHelp } from './tracking-help';

/** A wrong or unknown code. */
export function RequestNotFoundCard({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <Card highlight>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
          <SearchX aria-hidden className="mt-1 size-10 shrink-0 text-accent-600" />
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none focus-visible:shadow-none">
              {t('tracking.not-found.heading')}
            </h2>
            <p className="mt-2 text-lg">{t('errors.tracking-not-found')}</p>
          </div>
        </div>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('tracking.not-found.where')}</li>
          <li>{t('tracking.not-found.letters')}</li>
        </ul>
        <TrackingHelp />
      </CardContent>
    </Card>
  );
}
