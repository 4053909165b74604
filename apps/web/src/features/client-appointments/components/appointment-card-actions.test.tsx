import type { ClientAppointment } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { changeWindowOf } from '../../../lib/change-window';
import { AppointmentCardActions } from './appointment-card-actions';

const HOUR = 3_600_000;

function visit(overrides: Partial<ClientAppointment> = {}): ClientAppointment {
  return {
    id: 7,
    serviceTypeId: 1,
    serviceName: 'Home Assistance',
    serviceColor: null,
    clientName: 'Dorothy Baker',
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
    // Tuesday, November 24, 2099 at 10:00 AM in Florida (EST, UTC-5).
    changeableUntil: '2099-11-24T15:00:00.000Z',
    changeCutoffHours: 24,
    movable: true,
    ...overrides,
  };
}

const card = (appointment: ClientAppointment, locale: 'en' | 'es' = 'en') =>
  renderToString(
    withIntl(
      // The card asks the session what the person may do: on their own account, everything.
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath="/appointments">
          <AppointmentCardActions
            appointment={appointment}
            tab="upcoming"
            calendarUrl="/api/appointments/7/calendar.ics"
            describedBy="title date"
            onCancel={() => {}}
          />
        </Router>
      </QueryClientProvider>,
      locale,
    ),
  );

describe('the change window of an upcoming visit', () => {
  it('says until when it can be changed online, with move and cancel', () => {
    const html = card(visit());
    expect(html).toContain('You can change or cancel this visit online until Tuesday, November 24, 2099 at 10:00 AM.');
    expect(html).toContain('href="/appointments/7/move"');
    expect(html).toContain('Move to another time');
    expect(html).toContain('Cancel');
  });

  it('says it in Spanish', () => {
    const html = card(visit(), 'es');
    expect(html).toContain('Puede cambiar o cancelar esta visita en línea hasta el');
    expect(html).toContain('Cambiar a otra hora');
  });

  it('after the cut-off, gives the number to call and no buttons to change it', () => {
    const html = card(visit({ changeableUntil: new Date(Date.now() - HOUR).toISOString(), changeCutoffHours: 24 }));
    expect(html).toContain('This visit is less than 24 hours away. To change or cancel it, please call us at');
    expect(html).toContain('(352) 555-0142');
    expect(html).not.toContain('Move to another time');
    expect(html).not.toContain('/move');
    expect(html).not.toMatch(/<button/);
  });

  it('uses the hours of the setting, and offers a reschedule request for a service arranged by phone', () => {
    expect(
      card(visit({ changeableUntil: new Date(Date.now() - HOUR).toISOString(), changeCutoffHours: 48 })),
    ).toContain('less than 48 hours away');
    const byPhone = card(visit({ movable: false }));
    expect(byPhone).not.toContain('/appointments/7/move');
    expect(byPhone).toContain('You can change or cancel this visit online until');
  });

  it('says nothing of changing a visit that is closed', () => {
    expect(changeWindowOf(visit({ changeableUntil: null }), new Date())).toBeNull();
    expect(card(visit({ changeableUntil: null }))).not.toContain('change or cancel');
  });
});
