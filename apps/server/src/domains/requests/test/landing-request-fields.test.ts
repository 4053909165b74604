import { PREFERRED_DATE_PAST_MESSAGE, landingRequestSubmissionSchema } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { landingRequestForm } from '../../../../test/support/contact-requests.js';

/** The landing request form as a visitor fills it in; the payload is what the form sends. */
const form = landingRequestForm;

describe.each(engines)('landing request form fields on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(() => t.close());

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const rows = () => t.app.db.selectFrom('contactRequests').selectAll().orderBy('id').execute();

  it('keeps the specific service, duration, preferred date and place as fields staff read', async () => {
    const sent = await submit(landingRequestSubmissionSchema.parse(form));
    expect(sent.statusCode).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      serviceInterest: 'Meal Prep & Cooking',
      specificService: 'Weekly dinners for two',
      estimatedDuration: '5 hours',
      preferredDate: '2099-12-01',
      preferredTime: null,
      location: '8 Orange Grove Ln, Dade City',
    });
    // The message still holds the extras as structured text.
    expect(row?.message).toContain('Specific service: Weekly dinners for two');

    const staff = await createStaff(t);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contact/${row?.id}`,
      headers: cookieHeader(t, staff.cookie),
    });
    expect(read.json()).toMatchObject({
      specificService: 'Weekly dinners for two',
      estimatedDuration: '5 hours',
      preferredDate: '2099-12-01',
      location: '8 Orange Grove Ln, Dade City',
    });
  });

  it('leaves out what the visitor left blank', async () => {
    const sent = await submit(
      landingRequestSubmissionSchema.parse({ ...form, estimatedDuration: '', preferredDate: '', locationDetails: '' }),
    );
    expect(sent.statusCode).toBe(201);
    expect((await rows())[0]).toMatchObject({
      specificService: 'Weekly dinners for two',
      estimatedDuration: null,
      preferredDate: null,
      location: null,
    });
  });

  it('checks the extras with the landing request form’s own rules, storing nothing when one fails', async () => {
    const payload = landingRequestSubmissionSchema.parse(form);
    for (const [field, value, message] of [
      ['specificService', 'a', 'Please describe the specific service needed'],
      ['preferredDate', '2020-01-01', PREFERRED_DATE_PAST_MESSAGE],
      ['preferredDate', 'soon', 'Please enter a date like 2026-03-15'],
      ['locationDetails', 'x'.repeat(301), 'Please keep this under 300 characters'],
      ['serviceInterest', '', 'Please select a service category'],
    ] as const) {
      const res = await submit({ ...payload, [field]: value });
      expect(res.statusCode, `${field} = ${value}`).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    expect(await rows()).toHaveLength(0);
  });
});
