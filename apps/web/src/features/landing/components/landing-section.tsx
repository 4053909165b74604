import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';

interface LandingSectionProps {
  id: string;
  /** Small line above the heading. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A landing-page band with an anchor the header can scroll to and focus. */
export function LandingSection({ id, eyebrow, title, intro, className, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      data-section
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn('py-16 outline-none focus-visible:shadow-none sm:py-20', className)}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="font-bold tracking-wide text-accent-700">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-1 text-3xl sm:text-4xl">
            {title}
          </h2>
          {intro ? <div className="prose-width mt-4 text-lg text-muted">{intro}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** The sections whose words are `landing.<group>.eyebrow`, `.title` and a one-paragraph `.intro`. */
type WordsGroup = 'services' | 'why' | 'pricing' | 'steps';

/** A section's eyebrow, title and intro from its message group, to spread on LandingSection. */
export function useSectionWords(group: WordsGroup): Pick<LandingSectionProps, 'eyebrow' | 'title' | 'intro'> {
  const t = useT();
  return {
    eyebrow: t(`landing.${group}.eyebrow`),
    title: t(`landing.${group}.title`),
    intro: <p>{t(`landing.${group}.intro`)}</p>,
  };
}
