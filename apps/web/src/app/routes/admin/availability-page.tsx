import { isAdminRole, type SessionUser } from '@ta/shared';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import {
  useBookingSettings,
  useHolidays,
  useOpeningHours,
} from '../../../features/admin-availability/api/business-availability';
import { useServiceRules } from '../../../features/admin-availability/api/service-rules';
import { useOwnAvailability } from '../../../features/admin-availability/api/staff-availability';
import { CutoffForm } from '../../../features/admin-availability/components/cutoff-form';
import { HolidaysPanel } from '../../../features/admin-availability/components/holidays-panel';
import { OpeningHoursForm } from '../../../features/admin-availability/components/opening-hours-form';
import { ServiceRulesDialog } from '../../../features/admin-availability/components/service-rules-dialog';
import { ServiceRulesTable } from '../../../features/admin-availability/components/service-rules-table';
import { StaffAvailabilityView } from '../../../features/admin-availability/components/staff-availability-view';
import { StaffList } from '../../../features/admin-availability/components/staff-list';
import type { ServiceRules } from '@ta/shared';
import { PageMeta } from '../../../lib/page-meta';
import { useServiceTypes } from '../../../lib/service-types';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

/**
 * /admin/availability: admins set what online booking offers (opening hours, holidays, the change
 * cut-off, services' rules, and each staff member's availability through the staff list); a staff
 * member reads their own availability here (decision 043).
 */
export function AvailabilityPage({ user }: { user: SessionUser }) {
  return (
    <AdminLayout user={user}>
      <PageMeta title="Availability" description="Opening hours, holidays and booking rules." noIndex />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-6 sm:px-6 sm:py-8">
        {isAdminRole(user.role) ? <OwnerScreen /> : <OwnAvailability />}
      </div>
    </AdminLayout>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="prose-width text-muted">{intro}</p>
      {children}
    </section>
  );
}

const ON_THIS_PAGE = [
  ['#opening-hours', 'Opening hours'],
  ['#holidays', 'Holidays'],
  ['#staff', 'Staff availability'],
  ['#services', 'Services’ booking rules'],
  ['#cutoff', 'Changes online'],
] as const;

function OwnerScreen() {
  const opening = useOpeningHours();
  const holidays = useHolidays();
  const settings = useBookingSettings();
  const services = useServiceRules();
  const staff = useStaffDirectory();
  const [editing, setEditing] = useState<ServiceRules | null>(null);
  return (
    <>
      <PageHeader
        title="Availability"
        description="What online booking offers: the business’s hours and holidays, each service’s rules, and who works when."
      />
      <nav aria-label="On this page">
        <ul className="flex flex-wrap gap-x-2 gap-y-1">
          {ON_THIS_PAGE.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="inline-flex min-h-11 items-center px-2 font-bold">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section
        id="opening-hours"
        title="Opening hours"
        intro="No visit is offered online outside these hours. Add two periods to a day for a break at lunch."
      >
        <QueryContent query={opening} loading="Loading opening hours…" failed="Error loading opening hours">
          {(saved) => <OpeningHoursForm saved={saved} />}
        </QueryContent>
      </Section>
      <Section id="holidays" title="Holidays" intro="Days the business is closed. No times are offered on them.">
        <QueryContent query={holidays} loading="Loading holidays…" failed="Error loading holidays">
          {(list) => <HolidaysPanel holidays={list} />}
        </QueryContent>
      </Section>
      <Section
        id="staff"
        title="Staff availability"
        intro="Each staff member’s working hours, time off, services and counties. Open a name to change them."
      >
        <QueryContent query={staff} loading="Loading staff…" failed="Error loading staff">
          {(list) => <StaffList staff={list} />}
        </QueryContent>
      </Section>
      <Section
        id="services"
        title="Services’ booking rules"
        intro="How long each visit is, the travel time kept around it, how much notice it needs, how far ahead it can be booked and whether it is booked online."
      >
        <QueryContent query={services} loading="Loading services…" failed="Error loading services">
          {(list) => <ServiceRulesTable services={list} onEdit={setEditing} />}
        </QueryContent>
        <ServiceRulesDialog service={editing} onClose={() => setEditing(null)} />
      </Section>
      <Section
        id="cutoff"
        title="Changes and cancellations online"
        intro="Closer to the visit than this, clients call the office to move or cancel it."
      >
        <QueryContent query={settings} loading="Loading the cut-off…" failed="Error loading the cut-off">
          {(saved) => <CutoffForm saved={saved} />}
        </QueryContent>
      </Section>
    </>
  );
}

/** A staff member's own availability, to read; an admin changes it. */
function OwnAvailability() {
  const own = useOwnAvailability();
  const serviceTypes = useServiceTypes();
  const names = serviceTypes.data ? new Map(serviceTypes.data.map((s) => [s.id, s.name])) : null;
  return (
    <>
      <PageHeader
        title="My availability"
        description="When you are offered for visits booked online. To change anything, ask an admin."
      />
      <QueryContent query={own} loading="Loading your availability…" failed="Error loading your availability">
        {(availability) => <StaffAvailabilityView availability={availability} serviceNames={names} />}
      </QueryContent>
    </>
  );
}
