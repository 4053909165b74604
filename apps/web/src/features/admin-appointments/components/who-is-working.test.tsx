import type { AvailabilityDay, StaffAppointment } from '@ta/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AppointmentList } from './appointment-list';
import { AvailabilityWarnings } from './availability-warnings';
import { WhoIsWorking } from './who-is-working';

const saturday: AvailabilityDay = {
  date: '2026-11-28',
  holiday: null,
  opening: [{ starts: '09:00', ends: '15:00' }],
  staff: [
    { id: 1, name: 'Maria Lopez', periods: [{ starts: '08:00', ends: '16:00' }], off: false },
    { id: 2, name: 'Joe Park', periods: [{ starts: '08:00', ends: '16:00' }], off: true },
    { id: 3, name: 'Ana Ruiz', periods: [], off: false },
  ],
};
const thanksgiving: AvailabilityDay = { date: '2026-11-26', holiday: 'Thanksgiving', opening: [], staff: [] };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('WhoIsWorking', () => {
  it('says each staff member’s hours, time off or day not worked, and the holiday', () => {
    const html = text(renderToStaticMarkup(<WhoIsWorking days={[thanksgiving, saturday]} />));
    expect(html).toContain('Maria Lopez: 8:00 AM – 4:00 PM');
    expect(html).toContain('Joe Park: Time off');
    expect(html).toContain('Ana Ruiz: Not working Saturdays');
    expect(html).toContain('Closed: Thanksgiving');
    expect(html).toContain('Open 9:00 AM – 3:00 PM');
  });
});

describe('availability warnings in the calendar', () => {
  it('lists the reasons under a heading, with the note that saving is allowed', () => {
    const html = renderToStaticMarkup(
      <AvailabilityWarnings warnings={['Maria Lopez is on time off that day']} saving />,
    );
    expect(html).toContain('role="status"');
    expect(text(html)).toContain('Outside availability');
    expect(text(html)).toContain('Maria Lopez is on time off that day');
    expect(text(html)).toContain('You can still save');
    expect(renderToStaticMarkup(<AvailabilityWarnings warnings={[]} />)).toBe('');
  });

  it('marks only the visits with warnings, in words', () => {
    const visit = (id: number): StaffAppointment =>
      ({
        id,
        clientId: null,
        clientName: `Client ${id}`,
        clientEmail: 'c@example.com',
        clientPhone: null,
        serviceTypeId: 1,
        serviceName: 'Home Watch',
        staffId: 1,
        staffName: 'Maria Lopez',
        contactRequestId: null,
        appointmentDate: '2026-11-28',
        startTime: '10:00',
        endTime: '11:00',
        status: 'scheduled',
        notes: null,
        location: null,
        reminderSent: false,
      }) as StaffAppointment;
    const html = renderToStaticMarkup(
      <Router ssrPath="/admin/appointments">
        <AppointmentList
          appointments={[visit(1), visit(2)]}
          range={{ from: '2026-11-28', to: '2026-11-28' }}
          grouped={false}
          visitWarnings={{ '2': ['Maria Lopez does not work on Saturdays'] }}
        />
      </Router>,
    );
    const rows = html.split('<li');
    expect(text(rows[1] ?? '')).not.toContain('Outside availability');
    expect(text(rows[2] ?? '')).toContain('Outside availability');
    expect(text(rows[2] ?? '')).toContain('Maria Lopez does not work on Saturdays');
  });
});
