import { isAdminRole, PLAN_MESSAGES, propertyAddress, propertyName, type SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useProperty, type StaffPropertyDetail } from '../../../features/admin-properties/api/get-property';
import { ChecklistPanel } from '../../../features/admin-properties/components/checklist-panel';
import { PlansPanel } from '../../../features/admin-properties/components/plans-panel';
import { PropertyDetails } from '../../../features/admin-properties/components/property-details';
import { EditPropertyForm } from '../../../features/admin-properties/components/property-form';
import { SingleVisitForm } from '../../../features/admin-properties/components/single-visit-form';
import { VisitsList } from '../../../features/admin-properties/components/visits-list';
import { fullNameOf } from '../../../lib/initials';
import { AdminLayout } from '../../layouts/admin-layout';
import { DetailNotFound, DetailWaiting } from '../../../components/admin/admin-query-fallback';

const PROPERTIES = '/admin/properties';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="mb-4 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/admin/properties/{id}`: the property, its owner, checklist, plans and visits. */
export function PropertyDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const query = useProperty(id);

  let body: ReactNode;
  if (query.isPending || query.isError) {
    body = (
      <DetailWaiting
        query={query}
        title="Property"
        loading="Loading the property…"
        failed="Error loading the property"
      />
    );
  } else if (!query.data) {
    body = (
      <DetailNotFound
        title="Property not found"
        text="It may have been removed, or the address is not right."
        back={{ href: PROPERTIES, label: 'Back to Properties' }}
      />
    );
  } else {
    body = <PropertyScreen detail={query.data} user={user} />;
  }

  return (
    <AdminLayout user={user} meta={{ title: 'Property', description: 'A home-watch property.' }}>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">{body}</div>
    </AdminLayout>
  );
}

function PropertyScreen({ detail, user }: { detail: StaffPropertyDetail; user: SessionUser }) {
  const { property } = detail;
  const me = { id: user.id, name: fullNameOf(user) };
  // Giving someone a visit gives them the house's codes: admins only (docs/home-watch.md).
  const canAssign = isAdminRole(user.role);
  return (
    <>
      <PageHeader title={propertyName(property)} description={propertyAddress(property)} backHref={PROPERTIES} />
      <Panel id="details-heading" title="Details">
        <PropertyDetails detail={detail} />
      </Panel>
      <Panel id="visits-heading" title="Visits">
        <VisitsList visits={detail.visits} />
      </Panel>
      <Panel id="plans-heading" title="Plans">
        <PlansPanel
          propertyId={property.id}
          plans={detail.plans}
          awayFrom={property.awayFrom}
          awayUntil={property.awayUntil}
          me={me}
          canAssign={canAssign}
        />
      </Panel>
      <Panel id="one-visit-heading" title="Add one visit">
        {canAssign ? (
          <SingleVisitForm propertyId={property.id} me={me} />
        ) : (
          <p className="text-muted">{PLAN_MESSAGES.adminAssigns}</p>
        )}
      </Panel>
      <Panel id="checklist-heading" title="Checklist">
        <ChecklistPanel key={property.id} propertyId={property.id} checklist={detail.checklist} />
      </Panel>
      <Panel id="edit-heading" title="Edit the property">
        <EditPropertyForm key={property.id} property={property} />
      </Panel>
    </>
  );
}
