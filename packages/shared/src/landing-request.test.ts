import { describe, expect, it } from 'vitest';
import { landingContactSchema, landingRequestPayloadSchema } from './contact.js';
import { businessToday } from './business-time.js';
import {
  isLandingRequestMessage,
  PREFERRED_DATE_PAST_MESSAGE,
  landingRequestSubmissionSchema,
  type LandingRequestFormValues,
} from './landing-request.js';
import { REPLY_TIMES, requestFormOf } from './reply-times.js';

const valid: LandingRequestFormValues = {
  firstName: 'Ada',
  lastName: 'Brooks',
  email: 'Ada@Example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Meal Prep & Cooking',
  specificService: 'Weekly dinners for two',
  estimatedDuration: '',
  preferredDate: '',
  locationDetails: '',
  message: 'Low-salt meals, please.\nNo nuts.',
  termsAccepted: true,
};

describe('businessToday', () => {
  it('is the date in New York, not in UTC', () => {
    // 02:30 UTC on 16 March is still the 15th in New York (UTC-4 in March).
    expect(businessToday(new Date('2026-03-16T02:30:00Z'))).toBe('2026-03-15');
    expect(businessToday(new Date('2026-03-16T04:30:00Z'))).toBe('2026-03-16');
  });
});

describe('landing request form', () => {
  it('folds the extras into the message as structured text, then the details', () => {
    const payload = landingRequestSubmissionSchema.parse({
      ...valid,
      estimatedDuration: '5 hours',
      preferredDate: '2099-12-01',
      locationDetails: 'Dade City, by the library',
    });
    expect(payload.message).toBe(
      [
        'Service category: Meal Prep & Cooking',
        'Specific service: Weekly dinners for two',
        'Estimated duration: 5 hours',
        'Preferred date: December 1, 2099',
        'Location: Dade City, by the library',
        '',
        'Details:',
        'Low-salt meals, please.',
        'No nuts.',
      ].join('\n'),
    );
    expect(payload).toMatchObject({ email: 'ada@example.com', serviceInterest: 'Meal Prep & Cooking' });
    // What it sends is a valid landing payload, and carries the extras as fields for the request to keep.
    expect(landingContactSchema.safeParse(payload).success).toBe(true);
    expect(landingRequestPayloadSchema.parse(payload)).toMatchObject({
      specificService: 'Weekly dinners for two',
      estimatedDuration: '5 hours',
      preferredDate: '2099-12-01',
      locationDetails: 'Dade City, by the library',
    });
  });

  it('leaves out the optional lines that were not filled in', () => {
    const { message } = landingRequestSubmissionSchema.parse(valid);
    expect(message).not.toMatch(/duration|Preferred date|Location/);
  });

  it.each([
    ['specificService', 'a', 'Please describe the specific service needed'],
    ['message', 'short', 'Please provide details about your service needs'],
    ['serviceInterest', '', 'Please select a service category'],
    ['termsAccepted', false, 'You must accept the terms and privacy policy to continue'],
    ['preferredDate', '2020-01-01', PREFERRED_DATE_PAST_MESSAGE],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = landingRequestSubmissionSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts today as the preferred date', () => {
    expect(landingRequestSubmissionSchema.safeParse({ ...valid, preferredDate: businessToday() }).success).toBe(true);
  });
});

describe('which form a request came from', () => {
  it('tells a landing request from a contact message by the lines the request form writes', () => {
    const payload = landingRequestSubmissionSchema.parse(valid);
    expect(isLandingRequestMessage(payload.message)).toBe(true);
    expect(requestFormOf({ kind: 'landing', ...payload })).toBe('quote');
    // Its own shape, with the extras as fields, is the e-mails' 'quote' form too.
    expect(requestFormOf({ kind: 'landing-request', ...payload })).toBe('quote');
    expect(isLandingRequestMessage('SERVICE CATEGORY: Other Service\nSPECIFIC SERVICE: Help')).toBe(true);
    expect(isLandingRequestMessage('My new tablet needs setting up, service category: tech.')).toBe(false);
    expect(isLandingRequestMessage('Service category: Other Service\n\nDetails: no specific line')).toBe(false);
  });

  it('promises each form its own reply time', () => {
    expect(REPLY_TIMES.quote).toBe('within 24 to 48 hours');
    expect(REPLY_TIMES.landing).toBe('within 24 hours');
    expect(REPLY_TIMES.appointment).toBe('within 24 hours');
  });
});
