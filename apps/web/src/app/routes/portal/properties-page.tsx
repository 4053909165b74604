import type { SessionUser } from '@ta/shared';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { myPropertiesRead, useMyProperties } from '../../../features/client-properties/api/my-properties';
import { PropertiesEmpty } from '../../../features/client-properties/components/properties-empty';
import {
  PropertiesLoadError,
  PropertiesLoading,
} from '../../../features/client-properties/components/properties-load-error';
import { PropertyCard } from '../../../features/client-properties/components/property-card';
import { useT } from '../../../i18n/use-t';
import { useMayUse } from '../../../lib/use-circle-right';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage, ClientPageHeading } from '../../layouts/client-layout';

/** The server reads the list, so the page and its links work without JavaScript. */
export const prefetch: Prefetch = () => [myPropertiesRead];

/** /properties: the client's houses checked while they are away, and what waits for them. */
export function PropertiesPage(_props: { user: SessionUser }) {
  const t = useT();
  const { data: properties, error, isPending, isFetching, refetch } = useMyProperties();
  // Adding a house is the account holder's alone (docs/circle.md).
  const isOwner = useMayUse('owner');

  let content;
  if (isPending) {
    content = <PropertiesLoading />;
  } else if (!properties) {
    content = (
      <PropertiesLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} from="/properties" />
    );
  } else if (properties.length === 0) {
    content = <PropertiesEmpty />;
  } else {
    content = (
      <ul className="grid gap-6 lg:grid-cols-2">
        {properties.map((property) => (
          <li key={property.id} className="flex">
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ClientPage title={t('properties.title')} description={t('properties.description')} className="max-w-5xl">
      <ClientPageHeading
        back={t('properties.back-to-dashboard')}
        title={t('properties.title')}
        intro={<p className="prose-width mt-2 text-lg text-muted">{t('properties.intro')}</p>}
      >
        {isOwner && properties && properties.length > 0 ? (
          <Link href="/properties/new" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Plus aria-hidden />
            {t('properties.add')}
          </Link>
        ) : null}
      </ClientPageHeading>
      {content}
    </ClientPage>
  );
}
