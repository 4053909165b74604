import { describe, expect, it } from 'vitest';
import { appointmentChoiceText } from './appointment-choice';

const base = {
  id: 12,
  appointmentDate: '2026-03-15',
  startTime: '09:00',
  endTime: '10:30',
  serviceName: 'Furniture Assembly',
  status: 'scheduled' as const,
  location: '12 Oak St, Dade City',
};

describe('appointmentChoiceText', () => {
  it('says which appointment, when, what and where', () => {
    expect(appointmentChoiceText(base)).toEqual({
      title: '#12: March 15, 2026, 9:00 AM to 10:30 AM',
      details: 'Furniture Assembly · Scheduled · 12 Oak St, Dade City',
    });
  });

  it('copes with a removed service, no location and the staff status words', () => {
    expect(appointmentChoiceText({ ...base, serviceName: null, location: '  ', status: 'approved' }).details).toBe(
      'Unknown Service · Approved/Started',
    );
  });
});
