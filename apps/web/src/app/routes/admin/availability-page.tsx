import { isAdminRole, type SessionUser } from '@ta/shared';
import type { UseQueryResult } from '@tanstack/react-query';
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
    <AdminLayout
      user={user}
      meta={{ title: 'Availability', description: 'Opening hours, holidays and booking rules.' }}
    >
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-6 sm:px-6 sm:py-8">
        {isAdminRole(user.role) ? <OwnerScreen /> : <OwnAvailability />}
      </div>
    </AdminLayout>
  );
}

/** A section's words: its id (for its heading and the "On this page" link) and what it says while it loads. */
interface SectionWords {
  id: string;
  /** Its name in "On this page". */
  nav: string;
  title: string;
  intro: string;
  loading: string;
  failed: string;
}

/** The page's sections, in their order on the page; "On this page" links to each. */
const SECTIONS = {
  openingHours: {
    id: 'opening-hours',
    nav: 'Opening hours',
    title: 'Opening hours',
    intro: 'No visit is offered online outside these hours. Add two periods to a day for a break at lunch.',
    loading: 'Loading opening hours…',
    failed: 'Error loading opening hours',
  },
  holidays: {
    id: 'holidays',
    nav: 'Holidays',
    title: 'Holidays',
    intro: 'Days the business is closed. No times are offered on them.',
    loading: 'Loading holidays…',
    failed: 'Error loading holidays',
  },
  staff: {
    id: 'staff',
    nav: 'Staff availability',
    title: 'Staff availability',
    intro: 'Each staff member’s working hours, time off, services and counties. Open a name to change them.',
    loading: 'Loading staff…',
    failed: 'Error loading staff',
  },
  services: {
    id: 'services',
    nav: 'Services’ booking rules',
    title: 'Services’ booking rules',
    intro:
      'How long each visit is, the travel time kept around it, how much notice it needs, how far ahead it can be booked and whether it is booked online.',
    loading: 'Loading services…',
    failed: 'Error loading services',
  },
  cutoff: {
    id: 'cutoff',
    nav: 'Changes online',
    title: 'Changes and cancellations online',
    intro: 'Closer to the visit than this, clients call the office to move or cancel it.',
    loading: 'Loading the cut-off…',
    failed: 'Error loading the cut-off',
  },
} as const satisfies Record<string, SectionWords>;

function Section({ words, children }: { words: SectionWords; children: ReactNode }) {
  return (
    <section aria-labelledby={words.id} className="space-y-4">
      <h2 id={words.id} className="text-2xl sm:text-3xl">
        {words.title}
      </h2>
      <p className="prose-width text-muted">{words.intro}</p>
      {children}
    </section>
  );
}

/** A section showing one query's data: the spinner or the load error until its first answer. */
function QuerySection<T>({
  words,
  query,
  children,
}: {
  words: SectionWords;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Section words={words}>
      <QueryContent query={query} loading={words.loading} failed={words.failed}>
        {children}
      </QueryContent>
    </Section>
  );
}

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
          {Object.values(SECTIONS).map(({ id, nav }) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center px-2 font-bold">
                {nav}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <QuerySection words={SECTIONS.openingHours} query={opening}>
        {(saved) => <OpeningHoursForm saved={saved} />}
      </QuerySection>
      <QuerySection words={SECTIONS.holidays} query={holidays}>
        {(list) => <HolidaysPanel holidays={list} />}
      </QuerySection>
      <QuerySection words={SECTIONS.staff} query={staff}>
        {(list) => <StaffList staff={list} />}
      </QuerySection>
      <Section words={SECTIONS.services}>
        <QueryContent query={services} loading={SECTIONS.services.loading} failed={SECTIONS.services.failed}>
          {(list) => <ServiceRulesTable services={list} onEdit={setEditing} />}
        </QueryContent>
        <ServiceRulesDialog service={editing} onClose={() => setEditing(null)} />
      </Section>
      <QuerySection words={SECTIONS.cutoff} query={settings}>
        {(saved) => <CutoffForm saved={saved} />}
      </QuerySection>
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
