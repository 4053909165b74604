import { describe, expect, it } from 'vitest';
import { landingContactSchema, quoteContactSchema } from './contact.js';
import { businessToday } from './business-time.js';
import {
  isQuoteMessage,
  PREFERRED_DATE_PAST_MESSAGE,
  quoteSubmissionSchema,
  type QuoteRequestFormValues,
} from './quote.js';
import { REPLY_TIMES, requestFormOf } from './reply-times.js';

const valid: QuoteRequestFormValues = {
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

describe('quote form', () => {
  it('folds the extras into the message as structured text, then the details', () => {
    const payload = quoteSubmissionSchema.parse({
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
    expect(quoteContactSchema.parse(payload)).toMatchObject({
      specificService: 'Weekly dinners for two',
      estimatedDuration: '5 hours',
      preferredDate: '2099-12-01',
      locationDetails: 'Dade City, by the library',
    });
  });

  it('leaves out the optional lines that were not filled in', () => {
    const { message } = quoteSubmissionSchema.parse(valid);
    expect(message).not.toMatch(/duration|Preferred date|Location/);
  });

  it.each([
    ['specificService', 'a', 'Please describe the specific service needed'],
    ['message', 'short', 'Please provide details about your service needs'],
    ['serviceInterest', '', 'Please select a service category'],
    ['termsAccepted', false, 'You must accept the terms and privacy policy to continue'],
    ['preferredDate', '2020-01-01', PREFERRED_DATE_PAST_MESSAGE],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = quoteSubmissionSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts today as the preferred date', () => {
    expect(quoteSubmissionSchema.safeParse({ ...valid, preferredDate: businessToday() }).success).toBe(true);
  });
});

describe('which form a request came from', () => {
  it('tells a quote from a landing message by the lines the quote form writes', () => {
    const payload = quoteSubmissionSchema.parse(valid);
    expect(isQuoteMessage(payload.message)).toBe(true);
    expect(requestFormOf({ kind: 'landing', ...payload })).toBe('quote');
    expect(isQuoteMessage('SERVICE CATEGORY: Other Service\nSPECIFIC SERVICE: Help')).toBe(true);
    expect(isQuoteMessage('My new tablet needs setting up, service category: tech.')).toBe(false);
    expect(isQuoteMessage('Service category: Other Service\n\nDetails: no specific line')).toBe(false);
  });

  it('promises each form its own reply time', () => {
    expect(REPLY_TIMES.quote).toBe('within 24 to 48 hours');
    expect(REPLY_TIMES.landing).toBe('within 24 hours');
    expect(REPLY_TIMES.appointment).toBe('within 24 hours');
  });
});
