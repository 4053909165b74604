import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { buttonVariants } from './button';

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title (a string becomes a paragraph), or paragraphs of its own. */
  description?: ReactNode;
  /** Buttons beside the title, such as New User; they go under it on a narrow screen. */
  actions?: ReactNode;
  /** Where Back goes, when the page has a way back above its title. */
  backHref?: string;
  /** For a link or a scroll to the title. */
  headingId?: string;
}

/** The top of a back-office page: Back, the title, what the page holds, and its main actions. */
export function PageHeader({ title, description, actions, backHref, headingId }: PageHeaderProps) {
  const t = useT();
  return (
    <header className="space-y-2">
      {backHref ? (
        <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
          <ArrowLeft aria-hidden />
          {t('ui.back')}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 id={headingId} className="text-3xl wrap-anywhere sm:text-4xl">
            {title}
          </h1>
          {typeof description === 'string' ? (
            <p className="prose-width text-lg text-muted">{description}</p>
          ) : (
            description
          )}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
