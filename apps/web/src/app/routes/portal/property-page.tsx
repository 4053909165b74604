import { PROPERTY_MESSAGES, propertyAddress, propertyName, type SessionUser } from '@ta/shared';
import { CalendarDays, CalendarPlus, CircleAlert, House, KeyRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { propertyDetailRead, usePropertyDetail } from '../../../features/client-properties/api/property-detail';
import { useWaitingFindings, visitsWithFindings } from '../../../features/client-properties/api/waiting-findings';
import {
  NotFoundError,
  PropertiesLoadError,
  PropertiesLoading,
} from '../../../features/client-properties/components/properties-load-error';
import { AccessOpenings } from '../../../features/client-properties/components/access-openings';
import { HomeChecksRequest } from '../../../features/client-properties/components/home-checks-request';
import { PropertyForm } from '../../../features/client-properties/components/property-form';
import { VisitHistory } from '../../../features/client-properties/components/visit-history';
import { WaitingFindings } from '../../../features/client-properties/components/waiting-findings';
import type { ClientPropertyDetail } from '@ta/shared';
import { useT } from '../../../i18n/use-t';
import { useMayUse } from '../../../lib/use-circle-right';
import type { Prefetch } from '../../../lib/server-read';
import { idOf } from '../../../features/client-properties/id-of';
import { ClientPage } from '../../layouts/client-layout';

/**
 * The server reads the property for its page, so the page and its forms work without JavaScript
 * (docs/home-watch.md, "Without JavaScript"). /properties/new reads nothing.
 */
export const prefetch: Prefetch = ({ id }) => {
  const propertyId = idOf(id ?? '');
  return propertyId === null ? [] : [propertyDetailRead(propertyId)];
};

function PropertyShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <ClientPage title={title} description={t('properties.description')} className="max-w-3xl">
      <BackLink href="/properties" spaced>
        {t('properties.back')}
      </BackLink>
      {children}
    </ClientPage>
  );
}

interface SectionProps {
  title: string;
  icon: typeof House;
  /** Where a link (`#home-checks`) lands, such as the page's address after a form without JavaScript. */
  id?: string;
  children: ReactNode;
}

function Section({ title, icon: Icon, id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6 space-y-4">
      <h2 id={headingId} className="flex items-center gap-3 text-2xl sm:text-3xl">
        <Icon aria-hidden className="size-7 shrink-0 text-brand-800" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /properties/new: the form for a first or another house. */
export function NewPropertyPage(_props: { user: SessionUser }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <PropertyShell title={t('properties.new.title')}>
      <h1 className="text-3xl sm:text-4xl">{t('properties.new.title')}</h1>
      <p className="prose-width mt-3 mb-8 text-lg text-muted">{t('properties.new.intro')}</p>
      <PropertyForm property={null} onSaved={(saved) => navigate(`/properties/${saved.id}?added=1`)} />
    </PropertyShell>
  );
}

/** /properties/:id: what waits for the owner, the visits, and the property's details to edit. */
export function PropertyPage({ id }: { user: SessionUser; id: string }) {
  const t = useT();
  const propertyId = idOf(id);
  if (propertyId === null) {
    return (
      <PropertyShell title={t('properties.title')}>
        <NotFoundError message={PROPERTY_MESSAGES.notFound} />
      </PropertyShell>
    );
  }
  return <LoadedProperty id={propertyId} />;
}

function LoadedProperty({ id }: { id: number }) {
  const t = useT();
  const { data, error, isPending, isFetching, refetch } = usePropertyDetail(id);
  if (isPending) {
    return (
      <PropertyShell title={t('properties.title')}>
        <PropertiesLoading />
      </PropertyShell>
    );
  }
  if (data === null) {
    return (
      <PropertyShell title={t('properties.title')}>
        <NotFoundError message={PROPERTY_MESSAGES.notFound} />
      </PropertyShell>
    );
  }
  if (!data) {
    return (
      <PropertyShell title={t('properties.title')}>
        <PropertiesLoadError
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
          from={`/properties/${id}`}
        />
      </PropertyShell>
    );
  }
  return <PropertyDetail detail={data} />;
}

/** What the address says a form has just done (a form sent without JavaScript comes back to it). */
function useDone() {
  const search = new URLSearchParams(useSearch());
  return {
    added: search.get('added') === '1',
    saved: search.get('saved') === '1',
    asked: search.get('asked') === '1',
  };
}

function PropertyDetail({ detail: { property, visits, accessOpenings } }: { detail: ClientPropertyDetail }) {
  const t = useT();
  const done = useDone();
  const waiting = useWaitingFindings(visits);
  const name = propertyName(property);
  // A house's details and codes are the account holder's to change (docs/circle.md).
  const isOwner = useMayUse('owner');
  // Asking for checks sends a request for the client: the owner, or a contact with the right to act.
  const mayAsk = useMayUse('act');
  return (
    <PropertyShell title={name}>
      <h1 className="text-3xl wrap-anywhere sm:text-4xl">{name}</h1>
      <p className="mt-2 mb-10 text-lg wrap-anywhere text-muted">{propertyAddress(property)}</p>
      {done.added || done.saved ? (
        <Alert tone="success" className="-mt-4 mb-10">
          {t(done.added ? 'properties.form.added' : 'properties.form.saved')}
        </Alert>
      ) : null}
      <div className="space-y-12">
        <Section title={t('properties.waiting.title')} icon={CircleAlert}>
          <WaitingFindings
            findings={waiting.findings}
            pending={waiting.pending}
            failed={waiting.failed}
            reports={visitsWithFindings(visits)}
          />
        </Section>
        <Section title={t('properties.history.title')} icon={CalendarDays}>
          <VisitHistory visits={visits} />
        </Section>
        {mayAsk ? (
          <Section id="home-checks" title={t('properties.home-checks.title')} icon={CalendarPlus}>
            <HomeChecksRequest propertyId={property.id} sent={done.asked} />
          </Section>
        ) : null}
        <Section title={t('properties.access-openings.title')} icon={KeyRound}>
          <AccessOpenings openings={accessOpenings} />
        </Section>
        {isOwner ? (
          <Section title={t('properties.details.title')} icon={House}>
            <PropertyForm property={property} />
          </Section>
        ) : null}
      </div>
    </PropertyShell>
  );
}
