import type { ClientAppointment } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { journeyStageIdFor } from './journey';
import { JOURNEY_STAGES } from './journey-stages';
import { en } from '../../i18n/messages/en';

// Noon in New York (EDT, UTC-4) on Tuesday June 10, 2025.
const NOON = new Date('2025-06-10T16:00:00Z');

type Slot = Pick<ClientAppointment, 'status' | 'appointmentDate' | 'startTime'>;
const at = (appointmentDate: string, startTime: string, status: Slot['status'] = 'scheduled'): Slot => ({
  appointmentDate,
  startTime,
  status,
});
const REQUEST = { id: 1 };

describe('journeyStageIdFor', () => {
  it('is Initial Inquiry with no requests and no appointments', () => {
    expect(journeyStageIdFor({ requests: [], appointments: [], now: NOON })).toBe('inquiry');
  });

  it('is Consultation with requests but no appointments', () => {
    expect(journeyStageIdFor({ requests: [REQUEST], appointments: [], now: NOON })).toBe('consultation');
  });

  it('ignores cancelled appointments: back to Consultation, or Inquiry without requests', () => {
    const cancelled = [at('2025-06-20', '10:00', 'cancelled')];
    expect(journeyStageIdFor({ requests: [REQUEST], appointments: cancelled, now: NOON })).toBe('consultation');
    expect(journeyStageIdFor({ requests: [], appointments: cancelled, now: NOON })).toBe('inquiry');
  });

  it('is Follow-up as soon as any appointment is completed, even with another one ahead', () => {
    const appointments = [at('2025-06-01', '09:00', 'completed'), at('2025-06-20', '10:00')];
    expect(journeyStageIdFor({ requests: [REQUEST], appointments, now: NOON })).toBe('follow-up');
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-01', '09:00', 'completed')], now: NOON })).toBe(
      'follow-up',
    );
  });

  it('does not count a completed appointment that was later cancelled', () => {
    const appointments = [at('2025-06-01', '09:00', 'cancelled'), at('2025-06-20', '10:00')];
    expect(journeyStageIdFor({ requests: [REQUEST], appointments, now: NOON })).toBe('scheduling');
  });

  it('is Scheduling when an active appointment starts on a later day, requests or not', () => {
    expect(journeyStageIdFor({ requests: [REQUEST], appointments: [at('2025-06-11', '09:00')], now: NOON })).toBe(
      'scheduling',
    );
    // Staff may book a visit for a client who never sent a request through the site.
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-07-01', '09:00', 'confirmed')], now: NOON })).toBe(
      'scheduling',
    );
  });

  it('is Scheduling for a start later today, and Service Delivery for one earlier today', () => {
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '12:30')], now: NOON })).toBe(
      'scheduling',
    );
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '11:30')], now: NOON })).toBe('service');
  });

  it('treats a start exactly now as begun (Service Delivery)', () => {
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '12:00')], now: NOON })).toBe('service');
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '12:00:01')], now: NOON })).toBe(
      'scheduling',
    );
  });

  it('is Service Delivery when every active appointment has started and none is completed', () => {
    const appointments = [at('2025-06-01', '09:00', 'in-progress'), at('2025-06-20', '10:00', 'cancelled')];
    expect(journeyStageIdFor({ requests: [REQUEST], appointments, now: NOON })).toBe('service');
  });

  it('reads the start as New York wall time across the New York midnight', () => {
    // 11:30 pm on June 10 in New York is already June 11 in UTC.
    const lateEvening = new Date('2025-06-11T03:30:00Z');
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '23:45')], now: lateEvening })).toBe(
      'scheduling',
    );
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-10', '23:00')], now: lateEvening })).toBe(
      'service',
    );
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-11', '00:00')], now: lateEvening })).toBe(
      'scheduling',
    );
    // One minute after New York midnight, a visit at midnight has begun.
    const justAfterMidnight = new Date('2025-06-11T04:01:00Z');
    expect(journeyStageIdFor({ requests: [], appointments: [at('2025-06-11', '00:00')], now: justAfterMidnight })).toBe(
      'service',
    );
  });

  it('uses Eastern Standard Time in winter', () => {
    // 9:30 am EST (UTC-5) on January 15, 2026.
    const morning = new Date('2026-01-15T14:30:00Z');
    expect(journeyStageIdFor({ requests: [], appointments: [at('2026-01-15', '09:45')], now: morning })).toBe(
      'scheduling',
    );
    expect(journeyStageIdFor({ requests: [], appointments: [at('2026-01-15', '09:15')], now: morning })).toBe(
      'service',
    );
  });
});

describe('JOURNEY_STAGES', () => {
  it('lists the five stages in order with their progress values', () => {
    expect(JOURNEY_STAGES.map((s) => [en[s.name], s.progress])).toEqual([
      ['Initial Inquiry', 20],
      ['Consultation', 40],
      ['Scheduling', 60],
      ['Service Delivery', 80],
      ['Follow-up', 100],
    ]);
  });

  it('gives every stage a description, features and at least two next steps with real links', () => {
    const pages = ['/client-portal', '/track-request', '/contact', '/furniture-upload', '/appointments'];
    for (const stage of JOURNEY_STAGES) {
      expect(en[stage.description].length).toBeGreaterThan(20);
      expect(stage.features.length).toBeGreaterThanOrEqual(3);
      expect(stage.nextSteps.length).toBeGreaterThanOrEqual(2);
      for (const step of stage.nextSteps) {
        const known =
          step.href.startsWith('tel:+') ||
          step.href.startsWith('mailto:') ||
          pages.includes(step.href.split('?')[0] ?? '');
        expect(known, `${stage.id}: ${step.href}`).toBe(true);
      }
    }
  });

  it('asks for feedback by phone and by e-mail at Follow-up', () => {
    const followUp = JOURNEY_STAGES.find((s) => s.id === 'follow-up');
    expect(followUp?.nextSteps.slice(0, 2).map((s) => s.href.split(':')[0])).toEqual(['tel', 'mailto']);
  });
});
