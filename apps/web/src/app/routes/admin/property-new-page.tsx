import type { SessionUser } from '@ta/shared';
import { useLocation } from 'wouter';
import { PageHeader } from '../../../components/ui/page-header';
import { NewPropertyForm } from '../../../features/admin-properties/components/property-form';
import { AdminLayout } from '../../layouts/admin-layout';

/** /admin/properties/new: a property for a client; its page opens once saved (plans, checklist). */
export function PropertyNewPage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  return (
    <AdminLayout user={user} meta={{ title: 'New property', description: 'Add a home-watch property.' }}>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="New property"
          description="Choose the owner, then the house. Plans and the checklist come next, on its page."
          backHref="/admin/properties"
        />
        <div className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
          <NewPropertyForm onCreated={(property) => navigate(`/admin/properties/${property.id}`)} />
        </div>
      </div>
    </AdminLayout>
  );
}
