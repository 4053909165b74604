import type { SessionUser } from '@ta/shared';
import { Home, Plus, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useProperties } from '../../../features/admin-properties/api/get-properties';
import { PropertiesTable } from '../../../features/admin-properties/components/properties-table';
import { listHref, searchFrom } from '../../../lib/list-address';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const PROPERTIES = '/admin/properties';

/** /admin/properties: every home-watch property, searchable (?search=), with New property. */
export function PropertiesPage({ user }: { user: SessionUser }) {
  const search = searchFrom(new URLSearchParams(useSearch()));
  const [, navigate] = useLocation();
  const properties = useProperties(search);
  const [term, setTerm] = useState(search);
  const inputId = useId();

  const go = (next: string) => navigate(listHref(PROPERTIES, { search: next }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(term.trim());
  };
  const matching = search ? ` matching “${search}”` : '';

  return (
    <AdminLayout user={user} meta={{ title: 'Properties', description: 'Home-watch properties.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Properties"
          description="Homes we check while their owners are away: plans, visits and reports."
          actions={
            <Link href={`${PROPERTIES}/new`} className={buttonVariants({ variant: 'primary' })}>
              <Plus aria-hidden />
              New property
            </Link>
          }
        />

        <form role="search" action={PROPERTIES} method="get" onSubmit={submit} className="max-w-xl">
          <label htmlFor={inputId} className="mb-1 block font-bold">
            Search by name, address, ZIP, county or owner
          </label>
          <div className="flex gap-2">
            <Input id={inputId} type="search" name="search" value={term} onChange={(e) => setTerm(e.target.value)} />
            <Button type="submit" className="shrink-0">
              <Search aria-hidden />
              Search
            </Button>
          </div>
        </form>

        <QueryContent query={properties} loading="Loading properties…" failed="Error loading properties">
          {(list) =>
            list.length === 0 ? (
              <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
                <Home aria-hidden className="mx-auto size-10 text-brand-700" />
                <p className="mt-3 text-xl font-bold">
                  {search ? 'No properties match your search.' : 'No properties yet.'}
                </p>
                {search ? (
                  <Button
                    type="button"
                    variant="outline"
                    className="mt-4"
                    onClick={() => {
                      setTerm('');
                      go('');
                    }}
                  >
                    Show all properties
                  </Button>
                ) : null}
              </div>
            ) : (
              <div className="space-y-4">
                <p className="text-lg" aria-live="polite">
                  {list.length === 1 ? '1 property' : `${list.length.toLocaleString('en-US')} properties`}
                  {matching}
                  {properties.isFetching ? ' (updating…)' : ''}
                </p>
                <PropertiesTable properties={list} caption={`Properties${matching}`} />
              </div>
            )
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
