import { SunMedium } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import type { SeasonalBanner as SeasonalBannerContent } from '../seasonal';
import { useDashboardText } from '../use-dashboard-text';

/** The seasonal hint: snowbirds leaving in April-May, returning in October-November. */
export function SeasonalBanner({ banner }: { banner: SeasonalBannerContent }) {
  const headingId = useId();
  const text = useDashboardText();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-accent-600 bg-accent-50 p-5 md:flex-row md:items-center md:p-7"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3">
          <SunMedium aria-hidden className="size-9 shrink-0 text-accent-700" />
          <h2 id={headingId} className="text-xl sm:text-2xl">
            {text(banner.title)}
          </h2>
        </div>
        <p className="prose-width mt-2">{text(banner.text)}</p>
      </div>
      <Link
        href={banner.action.href}
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'shrink-0 text-center' })}
      >
        {text(banner.action.label)}
      </Link>
    </section>
  );
}
