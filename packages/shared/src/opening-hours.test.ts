import { describe, expect, it } from 'vitest';
import { appointmentCreateSchema } from './admin-appointments.js';
import { scheduleContactSchema } from './admin-contacts.js';
import { openingHourLines, openingHoursSentence } from './opening-hour-lines.js';
import { openingHoursProblem, OUTSIDE_HOURS_MESSAGE } from './opening-hours.js';

// 2099-07-15 is a Wednesday, 2099-07-18 a Saturday, 2099-07-19 a Sunday.
describe('openingHoursProblem', () => {
  it('accepts a visit that fits in one opening period of its day', () => {
    expect(openingHoursProblem('2099-07-15', '08:00', '18:00')).toBeNull();
    expect(openingHoursProblem('2099-07-15', '10:00:00', '13:00')).toBeNull();
    expect(openingHoursProblem('2099-07-18', '09:00', '15:00')).toBeNull();
  });

  it('says why a Sunday, an evening or a visit running past closing is outside them', () => {
    expect(openingHoursProblem('2099-07-19', '10:00', '12:00')).toBe('The office is closed on Sundays.');
    expect(openingHoursProblem('2099-07-15', '21:00', '22:00')).toBe(
      'On Wednesdays the office is open 8:00 AM to 6:00 PM.',
    );
    expect(openingHoursProblem('2099-07-15', '07:30', '10:00')).not.toBeNull();
    expect(openingHoursProblem('2099-07-18', '13:00', '16:00')).toBe(
      'On Saturdays the office is open 9:00 AM to 3:00 PM.',
    );
  });

  it('leaves invalid dates and times to the fields’ own checks', () => {
    expect(openingHoursProblem('', '10:00', '12:00')).toBeNull();
    expect(openingHoursProblem('2099-07-19', '', '')).toBeNull();
    // 2099-02-29 does not exist (it is not rolled over to Sunday, March 1).
    expect(openingHoursProblem('2099-02-29', '10:00', '12:00')).toBeNull();
  });
});

describe('the booking schemas', () => {
  const sunday = { appointmentDate: '2099-07-19', startTime: '10:00', endTime: '12:00', serviceTypeId: 1 };
  const booking = { ...sunday, clientName: 'Ruth Ortiz', clientEmail: 'ruth@example.com' };

  it('ask for the confirmation outside opening hours, on its own field', () => {
    for (const schema of [scheduleContactSchema, appointmentCreateSchema]) {
      const refused = schema.safeParse(booking);
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({ path: ['outsideHoursConfirmed'], message: OUTSIDE_HOURS_MESSAGE }),
      ]);
      expect(schema.safeParse({ ...booking, outsideHoursConfirmed: false }).success).toBe(false);
      expect(schema.safeParse({ ...booking, outsideHoursConfirmed: true }).success).toBe(true);
      expect(schema.safeParse({ ...booking, appointmentDate: '2099-07-15' }).success).toBe(true);
    }
  });
});

describe('openingHoursSentence', () => {
  it('says the one set of hours in words of each language, Saturday included', () => {
    expect(openingHoursSentence('en')).toBe('Monday to Friday, 8 AM to 6 PM, and Saturday, 9 AM to 3 PM');
    expect(openingHoursSentence('es')).toBe(
      'de lunes a viernes, de 8 a.m. a 6 p.m., y los sábados, de 9 a.m. a 3 p.m.',
    );
  });

  it('follows the list: days apart, minutes, a single period', () => {
    const hours = [
      { days: [1, 3], opens: '08:30', closes: '12:00' },
      { days: [6], opens: '09:00', closes: '13:00' },
      { days: [0], opens: '10:00', closes: '11:00' },
    ];
    expect(openingHoursSentence('en', hours)).toBe(
      'Monday and Wednesday, 8:30 AM to 12 PM, Saturday, 9 AM to 1 PM, and Sunday, 10 AM to 11 AM',
    );
    expect(openingHoursSentence('es', hours.slice(2))).toBe('los domingos, de 10 a.m. a 11 a.m.');
  });
});

describe('openingHourLines', () => {
  it('writes the hours in each language from the one list', () => {
    expect(openingHourLines('en-US')).toEqual(['Mon–Fri 8 AM–6 PM', 'Sat 9 AM–3 PM']);
    expect(openingHourLines('es-US')).toEqual(['lun–vie 8 a.m.–6 p.m.', 'sáb 9 a.m.–3 p.m.']);
  });

  it('lists days that do not follow each other one by one', () => {
    expect(openingHourLines('en-US', [{ days: [1, 3], opens: '08:30', closes: '12:00' }])).toEqual([
      'Mon, Wed 8:30 AM–12 PM',
    ]);
  });
});

describe('the opening hours, written once per list and language', () => {
  it('gives each list its own words, and a caller changing the lines it got changes nothing for the next', () => {
    const weekdaysOnly = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' }];
    expect(openingHourLines('en-US', weekdaysOnly)).toEqual(['Mon–Fri 9 AM–5 PM']);
    expect(openingHoursSentence('en', weekdaysOnly)).toBe('Monday to Friday, 9 AM to 5 PM');
    const lines = openingHourLines('en-US');
    lines.push('changed');
    expect(openingHourLines('en-US')).toEqual(['Mon–Fri 8 AM–6 PM', 'Sat 9 AM–3 PM']);
    expect(openingHourLines('es-US', weekdaysOnly)).not.toEqual(openingHourLines('en-US', weekdaysOnly));
  });
});
