import type { ServicePlan, StaffPlansView } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { queryKeys } from '../../../lib/query-keys';
import { ClientPlansList } from './client-plans-section';
import { NewPlanForm } from './new-plan-form';
import { PlansOverview } from './plans-overview';

const plan: ServicePlan = {
  id: 7,
  clientId: 12,
  clientName: 'Rose Miller',
  serviceTypeId: 3,
  serviceName: 'Grocery Shopping',
  repeats: 'every-two-weeks',
  startsOn: '2027-03-02',
  endsOn: '2027-06-29',
  startTime: '09:30',
  days: [],
  county: 'Pinellas',
  location: '12 Palm Way',
  staffId: 4,
  staffName: 'Maria Lopez',
  billing: 'monthly',
  monthlyPriceCents: 12000,
  active: true,
  propertyId: null,
  pauses: [{ id: 1, firstDay: '2027-04-13', lastDay: '2027-04-20' }],
  upcoming: [
    { day: '2027-03-02', state: 'skipped', startTime: '09:30', appointmentId: null, reason: null, changeable: false },
    { day: '2027-03-16', state: 'booked', startTime: '09:30', appointmentId: 88, reason: null, changeable: true },
    {
      day: '2027-03-30',
      state: 'unbookable',
      startTime: '09:30',
      appointmentId: null,
      reason: 'No one is free at that time',
      changeable: true,
    },
    { day: '2027-04-13', state: 'paused', startTime: '09:30', appointmentId: null, reason: null, changeable: false },
    { day: '2027-04-27', state: 'planned', startTime: '09:30', appointmentId: null, reason: null, changeable: true },
  ],
};

const view: StaffPlansView = {
  plans: [
    plan,
    {
      ...plan,
      id: 8,
      clientId: 13,
      clientName: 'Tom Baker',
      repeats: 'weekly',
      billing: 'visit',
      staffName: null,
      staffId: null,
      upcoming: [],
    },
  ],
  unbookable: [
    {
      planId: 7,
      clientId: 12,
      clientName: 'Rose Miller',
      serviceName: 'Grocery Shopping',
      day: '2027-03-30',
      startTime: '09:30',
      reason: 'No one is free at that time',
    },
  ],
};

/** The page's text, tags dropped and entities read, so the words are asserted as shown. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath="/admin/plans">{node}</Router>
      </QueryClientProvider>,
    ),
  );

describe('the Standing visits page', () => {
  it('lists each day to book by hand: the client (linked for admins), the day in words, the time, the service, why', () => {
    const html = render(<PlansOverview view={view} linkClients />);
    const shown = text(html);
    expect(html).toContain('href="/admin/users/12"');
    expect(shown).toContain('1 day could not be booked');
    expect(shown).toContain('Tuesday, March 30, 2027 at 9:30 AM, Grocery Shopping');
    expect(shown).toContain('Why not booked: No one is free at that time.');
  });

  it('says so when there is nothing to book by hand, and names clients without a link for staff', () => {
    const html = render(<PlansOverview view={{ ...view, unbookable: [] }} linkClients={false} />);
    expect(text(html)).toContain('Every standing visit booked its days: there is nothing to book by hand.');
    expect(html).not.toContain('/admin/users/');
  });

  it('shows each running plan: how often, from–to, time, staff, billing, the next day booked and Stop', () => {
    const shown = text(render(<PlansOverview view={view} linkClients />));
    expect(shown).toContain('Running standing visits (2)');
    expect(shown).toContain('Every two weeks');
    expect(shown).toContain('Every week');
    expect(shown).toContain('March 2, 2027 to June 29, 2027');
    expect(shown).toContain('9:30 AM');
    expect(shown).toContain('Maria Lopez');
    expect(shown).toContain('Anyone free');
    expect(shown).toContain('Monthly, $120.00 a month');
    expect(shown).toContain('Per visit');
    expect(shown).toContain('March 16, 2027 , open the visit');
    expect(shown).toContain('None yet');
    expect(shown).toContain('Stop the standing visit of Rose Miller: Grocery Shopping, every two weeks at 9:30 AM');
  });

  it('says so when no plan is running', () => {
    const shown = text(render(<PlansOverview view={{ plans: [], unbookable: [] }} linkClients />));
    expect(shown).toContain('No standing visits are running.');
  });
});

describe('a client’s standing visits', () => {
  it('shows each next day with its state in words, and the reason of a day not booked', () => {
    const shown = text(
      render(<ClientPlansList plans={[plan]} me={{ id: 1, name: 'Ann Admin' }} canSetTerms={false} />),
    );
    expect(shown).toContain('Grocery Shopping, every two weeks at 9:30 AM');
    expect(shown).toContain('State: Running');
    expect(shown).toContain('Pinellas County, 12 Palm Way');
    expect(shown).toContain('Paused April 13, 2027 to April 20, 2027');
    expect(shown).toContain('Tuesday, March 2, 2027 State: Skipped');
    expect(shown).toContain('Tuesday, March 16, 2027 State: Booked Open the visit');
    expect(shown).toContain('Tuesday, March 30, 2027 State: Not booked No one is free at that time: book it by hand.');
    expect(shown).toContain('Tuesday, April 13, 2027 State: Paused');
    expect(shown).toContain('Tuesday, April 27, 2027 State: Planned');
    expect(shown).not.toContain('Save the billing');
  });

  it('gives admins the billing form, and a stopped plan no days nor Stop', () => {
    const stopped = { ...plan, id: 9, active: false };
    const shown = text(
      render(<ClientPlansList plans={[stopped, plan]} me={{ id: 1, name: 'Ann Admin' }} canSetTerms />),
    );
    expect(shown).toContain('Save the billing');
    expect(shown).toContain('State: Stopped');
    expect(shown).toContain('No more days are booked.');
    // The running plan comes first.
    expect(shown.indexOf('State: Running')).toBeLessThan(shown.indexOf('State: Stopped'));
    expect(shown.match(/Save the billing/g)).toHaveLength(1);
  });

  it('says so when the client has none', () => {
    const shown = text(render(<ClientPlansList plans={[]} me={{ id: 1, name: 'Ann Admin' }} canSetTerms />));
    expect(shown).toContain('No standing visits yet.');
  });
});

describe('the form setting up a standing visit', () => {
  it('offers the services booked online, how often in words, and labels every field', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.serviceTypes, [
      { id: 3, name: 'Grocery Shopping', description: null, duration: 120, color: '', bookingMode: 'instant' },
      { id: 5, name: 'Notary', description: null, duration: 60, color: '', bookingMode: 'call' },
    ]);
    const html = renderToStaticMarkup(
      withIntl(
        <QueryClientProvider client={client}>
          <NewPlanForm clientId={12} clientName="Rose Miller" />
        </QueryClientProvider>,
      ),
    );
    const shown = text(html);
    expect(html).toContain('<option value="3">Grocery Shopping</option>');
    expect(html).not.toContain('Notary');
    for (const words of ['Every week', 'Every two weeks', 'Every month', 'On given days']) {
      expect(shown).toContain(words);
    }
    for (const label of ['Service', 'First day', 'Last day', 'Start time']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}</label>`));
    }
    expect(shown).toContain('Set up the standing visit');
  });
});
