import { isAdminRole, staffMemberName, type SessionUser } from '@ta/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useServiceRules } from '../../../features/admin-availability/api/service-rules';
import { useStaffAvailability } from '../../../features/admin-availability/api/staff-availability';
import { StaffAvailabilityEditor } from '../../../features/admin-availability/components/staff-availability-editor';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { AdminNotFoundPage } from './admin-not-found-page';
import { QueryContent } from './query-content';

/** /admin/availability/staff/:id: one staff member's availability. Admins only (staff read their own on /admin/availability). */
export function AvailabilityStaffPage({ user, id }: { user: SessionUser; id: string }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  const staffId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (staffId === null) return <AdminNotFoundPage user={user} />;
  return <StaffAvailabilityScreen user={user} id={staffId} />;
}

function StaffAvailabilityScreen({ user, id }: { user: SessionUser; id: number }) {
  const availability = useStaffAvailability(id);
  const services = useServiceRules();
  if (availability.data === null) return <AdminNotFoundPage user={user} />;
  const name = availability.data ? staffMemberName(availability.data.staff) : 'Staff member';
  return (
    <AdminLayout user={user} meta={{ title: `Availability: ${name}`, description: 'One staff member’s availability.' }}>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title={`Availability: ${name}`}
          backHref="/admin/availability"
          description="When they can take visits booked online, their days off, and what and where they work. Each part is saved on its own."
        />
        <QueryContent query={availability} loading="Loading availability…" failed="Error loading availability">
          {(shown) =>
            shown ? (
              <QueryContent query={services} loading="Loading services…" failed="Error loading services">
                {(list) => (
                  <StaffAvailabilityEditor key={shown.staff.id} availability={shown} services={list} name={name} />
                )}
              </QueryContent>
            ) : null
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
