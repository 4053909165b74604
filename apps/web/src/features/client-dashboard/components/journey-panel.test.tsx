import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { journeyViewFor } from '../journey-view';
import { JourneyPanel } from './journey-panel';

const JULY = new Date('2025-07-15T16:00:00Z');
const render = (state: Parameters<typeof JourneyPanel>[0]['state'], locale: 'en' | 'es' = 'en') =>
  renderToStaticMarkup(
    withIntl(
      <Router ssrPath="/dashboard">
        <JourneyPanel state={state} />
      </Router>,
      locale,
    ),
  );

describe('JourneyPanel', () => {
  it('is a real progress bar naming the stage, with the percentage and the stage marked in words', () => {
    const view = journeyViewFor({ status: 'success', data: [] }, { status: 'success', data: [] }, JULY);
    const html = render(view);
    expect(html).toMatch(/role="progressbar"/);
    expect(html).toContain('aria-valuenow="20"');
    expect(html).toContain('aria-valuetext="20%: Initial Inquiry, stage 1 of 5"');
    expect(html).toContain('>20%</p>');
    for (const name of ['Initial Inquiry', 'Consultation', 'Scheduling', 'Service Delivery', 'Follow-up']) {
      expect(html).toContain(name);
    }
    expect(html).toMatch(/aria-current="step"[^>]*>.*Initial Inquiry.*You are here/);
    // Only two next steps in the journey box.
    expect(html.match(/<li class="flex gap-3"><span/g)).toHaveLength(2);
  });

  it('marks the stages before the current one as done', () => {
    const appointment = {
      id: 1,
      serviceTypeId: 1,
      serviceName: 'Home Assistance',
      serviceColor: null,
      clientName: 'Rose Porter',
      appointmentDate: '2025-07-20',
      startTime: '10:00',
      endTime: '13:00',
      status: 'scheduled' as const,
      staffFirstName: null,
      notes: null,
      location: null,
      createdAt: '2025-07-01T12:00:00.000Z',
      updatedAt: null,
    };
    const view = journeyViewFor({ status: 'success', data: [] }, { status: 'success', data: [appointment] }, JULY);
    const html = render(view);
    expect(html).toContain('aria-valuenow="60"');
    expect(html.match(/>Done</g)).toHaveLength(2);
    expect(html.match(/>Still to come</g)).toHaveLength(2);
  });

  it('says it is loading, or that the progress could not be worked out', () => {
    expect(render({ status: 'pending' })).toContain('Loading your progress…');
    expect(render({ status: 'error' })).toContain('We could not show your progress just now.');
  });

  it('speaks Spanish on Spanish pages, with the business details filled in', () => {
    const view = journeyViewFor({ status: 'success', data: [] }, { status: 'success', data: [] }, JULY);
    const html = render(view, 'es');
    expect(html).toContain('Su camino con nosotros');
    expect(html).toContain('aria-valuetext="20 %: Primer contacto, etapa 1 de 5"');
    expect(html).toMatch(/aria-current="step"[^>]*>.*Primer contacto.*Usted está aquí/);
    expect(html).toContain('Sus próximos pasos');
    expect(html).not.toMatch(/\{(phone|hours|email|name)\}/);
  });
});
