import { defaultBusiness } from '@ta/shared';
import {
  ArrowDown,
  CalendarCheck,
  FileText,
  HeartHandshake,
  Laptop,
  MapPin,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import { SectionLink } from '../../../components/layouts/section-link';
import { buttonVariants } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';

interface Highlight {
  title: MessageId;
  description: MessageId;
  icon: LucideIcon;
  badge?: MessageId;
  /** Two highlights show on small screens, all four on large ones. */
  largeOnly?: boolean;
}

const HIGHLIGHTS: readonly Highlight[] = [
  {
    title: 'landing.hero.seniors.title',
    description: 'landing.hero.seniors.description',
    icon: HeartHandshake,
  },
  {
    title: 'landing.hero.tech.title',
    description: 'landing.hero.tech.description',
    icon: Laptop,
  },
  {
    title: 'landing.hero.seasonal.title',
    description: 'landing.hero.seasonal.description',
    icon: CalendarCheck,
    badge: 'landing.hero.new',
    largeOnly: true,
  },
  {
    title: 'landing.hero.admin.title',
    description: 'landing.hero.admin.description',
    icon: FileText,
    largeOnly: true,
  },
];

export function HeroSection() {
  const business = defaultBusiness;
  const t = useT();
  return (
    <section
      id="hero"
      data-section
      tabIndex={-1}
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-canvas outline-none focus-visible:shadow-none"
    >
      <svg
        aria-hidden
        viewBox="0 0 600 600"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] text-brand-100"
      >
        <circle cx="300" cy="300" r="300" fill="currentColor" />
      </svg>
      <div className="container-page relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-1.5 font-bold text-brand-800 shadow-card">
            <MapPin aria-hidden className="size-5 text-accent-600" />
            {t('landing.hero.serving')}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl sm:text-5xl lg:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="prose-width mt-5 text-lg sm:text-xl">{t('landing.hero.intro', { name: business.name })}</p>
          <p className="prose-width mt-3 text-muted">{t('site.tagline')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={`tel:${business.phoneE164}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              <Phone aria-hidden />
              {t('landing.call', { phone: business.phoneDisplay })}
            </a>
            <SectionLink section="contact" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('landing.get-started')}
            </SectionLink>
            <SectionLink
              section="services"
              className="inline-flex min-h-13 items-center justify-center gap-2 rounded-lg px-2 text-lg font-bold text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-950"
            >
              {t('landing.hero.view-services')}
              <ArrowDown aria-hidden className="size-5" />
            </SectionLink>
          </div>
        </div>

        <ul className="grid gap-4 sm:grid-cols-2">
          {HIGHLIGHTS.map(({ title, description, icon: Icon, badge, largeOnly }) => (
            <li
              key={title}
              className={cn(
                'relative rounded-2xl border border-line bg-white p-5 shadow-card',
                largeOnly && 'hidden lg:block',
              )}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon aria-hidden className="size-6" />
              </span>
              {badge ? (
                <span className="absolute top-5 right-5 rounded-full bg-accent-600 px-3 py-0.5 text-sm font-bold text-white">
                  {t(badge)}
                </span>
              ) : null}
              <p className="mt-4 text-xl font-bold text-brand-950">{t(title)}</p>
              <p className="mt-1 text-base text-muted">{t(description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
