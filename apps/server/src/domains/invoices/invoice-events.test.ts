import { describe, expect, it } from 'vitest';
import { staff } from '../../../test/support/activity-subjects.js';
import * as activity from './invoice-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('invoice events', () => {
  it('describes payments with the method in words and the balance left', () => {
    const invoice = { id: 3, number: 27, recipientName: 'Ruth Moss', totalCents: 19500, paidCents: 19500 };
    expect(activity.paymentRecorded(staff, invoice, { amountCents: 9500, method: 'card_in_person' })).toMatchObject({
      type: 'payment.recorded',
      subjectType: 'invoice',
      subjectId: 3,
      summary: 'Sam Rivera recorded a payment of $95.00 by card, in person on INV-000027 for Ruth Moss; paid in full',
    });
  });
});
