import type { ClientAppointment, ServicePlan, SessionUser } from '@ta/shared';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { render } from './entry-server';
import { AppointmentsPage } from './routes/portal/appointments-page';
import { ClientPortalPage } from './routes/portal/client-portal-page';
import { PlansPage } from './routes/portal/plans-page';
import { PropertiesPage } from './routes/portal/properties-page';
import { PropertyPage } from './routes/portal/property-page';
import { CallMeBackPage } from './routes/site/call-me-back-page';
import { ContactPage } from './routes/site/contact-page';
import { withIntl } from '../i18n/test-intl';
import { preloadAllComponents } from '../lib/lazy-component';
import { queryKeys } from '../lib/query-keys';
import { AppointmentCardActions } from '../features/client-appointments/components/appointment-card-actions';
import { CallMeBackBand } from '../features/callback/components/call-me-back-band';
import { PropertiesDashboardCard } from '../features/client-properties/components/properties-dashboard-card';
import { VisitReportView } from '../features/client-properties/components/visit-report-view';
import { reportFixture, summaryFixture, visitFixture } from '../features/client-properties/test-fixtures';

/**
 * The pages offer someone helping with an account only what their rights allow (docs/circle.md,
 * "What the pages offer"): the daughter with appointments and reports sees her mother's visits,
 * houses and reports, and no button, link or form the server would refuse.
 */
const mary: SessionUser = {
  id: 2,
  username: 'mary',
  email: 'mary@example.com',
  firstName: 'Mary',
  lastName: 'Smith',
  role: 'client',
};
const daughter: SessionUser = {
  ...mary,
  id: 5,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments', 'reports'] },
};
const withAct: SessionUser = {
  ...daughter,
  actingFor: { clientId: 2, name: 'Mary Smith', rights: ['requests', 'act'] },
};

const visit: ClientAppointment = {
  id: 7,
  serviceTypeId: 1,
  serviceName: 'Home Assistance',
  serviceColor: null,
  clientName: 'Mary Smith',
  appointmentDate: '2099-11-25',
  startTime: '10:00',
  endTime: '11:00',
  status: 'confirmed',
  staffFirstName: null,
  notes: null,
  location: null,
  createdAt: '2099-01-01T00:00:00.000Z',
  updatedAt: null,
  onMyWayAt: null,
  arrivedAt: null,
  doneAt: null,
  changeableUntil: '2099-11-24T15:00:00.000Z',
  changeCutoffHours: 24,
  movable: true,
};

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** A page or a part of one as `user` sees it, with what the server would have read already in place. */
function show(user: SessionUser, node: ReactNode, data: [QueryKey, unknown][] = [], path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, user);
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path}>{withIntl(node)}</Router>
    </QueryClientProvider>,
  );
}

describe('what the pages offer someone helping with appointments and reports', () => {
  // The parts each page loads on its own are there at once, as when the server renders a page.
  beforeAll(() => preloadAllComponents());

  it('appointments: the visits and the calendar file, no cancel, move, reschedule or new request', () => {
    const html = show(
      daughter,
      <AppointmentsPage user={daughter} />,
      [[queryKeys.appointments.mine(), [visit]]],
      '/appointments',
    );
    const page = text(html);
    expect(page).toContain('Home Assistance');
    expect(html).toContain('/api/appointments/7/calendar.ics');
    expect(page).not.toMatch(/\bCancel\b/);
    for (const words of ['Move to another time', 'Request a New Appointment', 'change or cancel this visit'])
      expect(page).not.toContain(words);
    expect(html).not.toContain('/move"');
    expect(html).not.toContain('/contact?');
    // With the right to act, the same card offers them.
    const owner = text(
      show(
        mary,
        <AppointmentCardActions
          appointment={visit}
          tab="upcoming"
          calendarUrl="/c.ics"
          describedBy="t"
          onCancel={() => {}}
        />,
      ),
    );
    expect(owner).toContain('Move to another time');
    const past = show(
      daughter,
      <AppointmentCardActions
        appointment={visit}
        tab="past"
        calendarUrl="/c.ics"
        describedBy="t"
        onCancel={() => {}}
      />,
    );
    expect(past).not.toContain('/contact?service=similar');
  });

  it('standing visits: the plan and its days, no Skip, Pause, Change, Stop or new plan; all of them with act', () => {
    const plan: ServicePlan = {
      id: 3,
      clientId: 2,
      clientName: 'Mary Smith',
      serviceTypeId: 1,
      serviceName: 'Home Assistance',
      repeats: 'weekly',
      startsOn: '2099-11-03',
      endsOn: '2099-12-29',
      startTime: '10:00',
      days: [],
      county: null,
      location: null,
      staffId: null,
      staffName: null,
      billing: 'visit',
      monthlyPriceCents: null,
      active: true,
      propertyId: null,
      pauses: [{ id: 1, firstDay: '2099-12-01', lastDay: '2099-12-15' }],
      upcoming: [
        { day: '2099-11-03', state: 'booked', startTime: '10:00', appointmentId: 9, reason: null, changeable: true },
      ],
    };
    const data: [QueryKey, unknown][] = [
      [queryKeys.myPlans, [plan]],
      [queryKeys.serviceTypes, []],
    ];
    const reading = text(show(daughter, <PlansPage user={daughter} />, data, '/plans'));
    expect(reading).toContain('Home Assistance');
    expect(reading).toContain('Booked');
    for (const words of [
      'Skip this one',
      'Pause my visits',
      'End this pause',
      'Save the change',
      'Stop these visits',
      'Set up a standing visit',
    ])
      expect(reading).not.toContain(words);
    const acting = text(show(withAct, <PlansPage user={withAct} />, data, '/plans'));
    for (const words of [
      'Skip this one',
      'Pause my visits',
      'End this pause',
      'Save the change',
      'Stop these visits',
      'Set up a standing visit',
    ])
      expect(acting).toContain(words);

    // A property's home checks: read even with act; the office changes them.
    const homeChecks: ServicePlan = {
      ...plan,
      id: 4,
      serviceName: 'Seasonal Property Management',
      location: '12 Gulf Shore Blvd, Naples, FL 34102',
      propertyId: 5,
      pauses: [],
      upcoming: [{ ...plan.upcoming[0]!, changeable: false }],
    };
    const office = text(
      show(withAct, <PlansPage user={withAct} />, [[queryKeys.myPlans, [homeChecks]], data[1]!], '/plans'),
    );
    expect(office).toContain('Home checks at 12 Gulf Shore Blvd, Naples, FL 34102, arranged by the office.');
    for (const words of ['Skip this one', 'Pause my visits', 'Save the change', 'Stop these visits'])
      expect(office).not.toContain(words);
  });

  it('a report: the findings, without "Ask us to fix this"', () => {
    const page = text(show(daughter, <VisitReportView report={reportFixture()} />, [], '/reports/30'));
    expect(page).toContain('Under the kitchen sink');
    expect(page).not.toContain('Ask us to fix this');
    expect(page).not.toContain('No action needed');
  });

  it('properties: no Add a property, on the list, the empty list or the dashboard', () => {
    const list = text(
      show(
        daughter,
        <PropertiesPage user={daughter} />,
        [[queryKeys.clientProperties.mine(), [summaryFixture()]]],
        '/properties',
      ),
    );
    expect(list).toContain('The beach condo');
    expect(list).not.toContain('Add a property');
    const empty = text(
      show(daughter, <PropertiesPage user={daughter} />, [[queryKeys.clientProperties.mine(), []]], '/properties'),
    );
    expect(empty).not.toContain('Add a property');
    const card = text(show(daughter, <PropertiesDashboardCard />, [[queryKeys.clientProperties.mine(), []]]));
    expect(card).not.toContain('Add a property');
  });

  it('a property: its visits, but no form, no codes field and no "Remove the codes"', () => {
    const detail = { property: summaryFixture(), visits: [visitFixture(2, { state: 'finished' })], accessOpenings: [] };
    const html = show(
      daughter,
      <PropertyPage user={daughter} id="7" />,
      [[queryKeys.clientProperties.detail(7), detail]],
      '/properties/7',
    );
    expect(text(html)).toContain('The beach condo');
    expect(html).not.toContain('name="accessNotes"');
    expect(html).not.toContain('name="addressLine"');
    expect(text(html)).not.toContain('Remove the codes');
    // Asking for home checks sends a request for Mary: not without the right to act.
    expect(text(html)).not.toContain('Ask for home checks');
    expect(html).not.toContain('name="note"');
  });

  it('a property: "Ask for home checks" for the owner and for a helper with the right to act', () => {
    const detail = { property: summaryFixture(), visits: [], accessOpenings: [] };
    for (const user of [mary, withAct]) {
      const html = show(
        user,
        <PropertyPage user={user} id="7" />,
        [[queryKeys.clientProperties.detail(7), detail]],
        '/properties/7',
      );
      expect(text(html)).toContain('Ask for home checks');
      expect(html).toContain('name="note"');
    }
  });

  it('the request and call-back forms: not offered, said why, never filled in with her own name', () => {
    for (const [node, path] of [
      [<ContactPage key="c" />, '/contact'],
      [<CallMeBackPage key="b" />, '/call-me-back'],
      [<CallMeBackBand key="band" user={daughter} />, '/dashboard'],
    ] as const) {
      const html = show(daughter, node, [[queryKeys.serviceTypes, []]], path);
      expect(html, path).not.toContain('name="phone"');
      expect(html, path).not.toContain('value="Anna Lee"');
    }
    expect(text(show(daughter, <ContactPage />, [[queryKeys.serviceTypes, []]], '/contact'))).toContain(
      'Mary Smith has not given you the right to send requests for them',
    );
  });

  it('the requests page: no new request, claim or account card without the rights', () => {
    const requestsOnly: SessionUser = {
      ...daughter,
      actingFor: { clientId: 2, name: 'Mary Smith', rights: ['requests'] },
    };
    const page = text(
      show(requestsOnly, <ClientPortalPage user={requestsOnly} />, [[queryKeys.contacts.mine(), []]], '/client-portal'),
    );
    expect(page).not.toContain('New Request');
    expect(page).not.toContain('anna@example.com');
    expect(page).not.toContain('Add a request');
  });

  it('requests and repair requests: read without their tracking codes (the server gives her none)', () => {
    const requestsOnly: SessionUser = {
      ...daughter,
      actingFor: { clientId: 2, name: 'Mary Smith', rights: ['requests', 'reports'] },
    };
    const request = {
      id: 9,
      trackingToken: null,
      status: 'new' as const,
      serviceInterest: 'Home Assistance',
      message: 'Help with the groceries, please.',
      createdAt: '2099-01-01T00:00:00.000Z',
      updatedAt: null,
    };
    const list = show(
      requestsOnly,
      <ClientPortalPage user={requestsOnly} />,
      [[queryKeys.contacts.mine(), [request]]],
      '/client-portal',
    );
    expect(text(list)).toContain('Help with the groceries, please.');
    expect(text(list)).not.toContain('Tracking code');
    expect(list).not.toContain('/track-request');
    const report = reportFixture();
    const decided = report.items.find((i) => i.repairRequest)!;
    decided.repairRequest = { id: decided.repairRequest!.id, trackingToken: null };
    const html = show(requestsOnly, <VisitReportView report={report} />, [], '/reports/30');
    expect(text(html)).toContain('Under the kitchen sink');
    expect(text(html)).not.toContain('Your request code');
    expect(html).not.toContain('/track-request');
  });

  it('with the right to act, the request form is for the client, never filled with the helper’s name', () => {
    const html = show(withAct, <ContactPage />, [[queryKeys.serviceTypes, []]], '/contact');
    expect(html).toContain('name="phone"');
    expect(html).not.toContain('value="Anna Lee"');
    expect(html).not.toContain('value="anna@example.com"');
  });

  it('adding a property is the account holder’s alone, even with the right to act', async () => {
    const api = async () => ({ status: 200, body: [] });
    const origin = 'https://trusted.example.com';
    const result = await render({ url: '/properties/new', user: withAct, origin, api });
    expect(result.html).not.toContain('name="addressLine"');
    expect(result.html).toContain('This page is not shared with you');
  });
});
