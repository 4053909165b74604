import type { CircleContact } from '@ta/shared';
import { CIRCLE_RIGHTS, CONSENT_METHODS, VISIT_STEPS } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import {
  CONSENT_WORDS,
  invitationExpired,
  logActionWords,
  RIGHT_WORDS,
  sortedContacts,
  statusLine,
  VISIT_STEP_WORDS,
} from './circle-words';

const contact = (overrides: Partial<CircleContact>): CircleContact => ({
  id: 1,
  name: 'Anna Lee',
  email: 'anna@example.com',
  rights: ['appointments'],
  visitNotices: [],
  status: 'active',
  invitedAt: '2026-11-20T15:00:00.000Z',
  inviteExpiresAt: null,
  acceptedAt: '2026-11-21T15:00:00.000Z',
  removedAt: null,
  addedBy: 'client',
  consentMethod: null,
  consentNote: null,
  lastActiveAt: null,
  ...overrides,
});

describe('the circle’s words', () => {
  it('say every right plainly, to the account holder and about them, in both languages', () => {
    expect(CIRCLE_RIGHTS.map((right) => en[RIGHT_WORDS[right].yours])).toEqual([
      'See your requests',
      'See your appointments and when we are on the way',
      'See your properties and home-check reports',
      'Get the same e-mails as you',
      'Send requests and chat for you',
      'See your quotes and bills, and approve quotes',
    ]);
    for (const right of CIRCLE_RIGHTS) {
      expect(en[RIGHT_WORDS[right].theirs]).toContain('{name}');
      expect(es[RIGHT_WORDS[right].theirs]).toContain('{name}');
    }
    for (const step of VISIT_STEPS) expect(es[VISIT_STEP_WORDS[step]]).toBeTruthy();
    for (const method of CONSENT_METHODS) expect(en[CONSENT_WORDS[method]]).toBeTruthy();
  });

  it('give each status its line and its date', () => {
    expect(statusLine(contact({}))).toEqual({
      id: 'circle.status.active',
      at: '2026-11-21T15:00:00.000Z',
      status: 'active',
    });
    const invited = contact({ status: 'invited', acceptedAt: null, inviteExpiresAt: '2026-12-01T00:00:00.000Z' });
    expect(statusLine(invited).at).toBe('2026-12-01T00:00:00.000Z');
    expect(statusLine(contact({ status: 'removed', removedAt: '2026-11-25T00:00:00.000Z' })).id).toBe(
      'circle.status.removed',
    );
  });

  it('call an invitation past its date expired, and nothing else', () => {
    const invited = contact({ status: 'invited', inviteExpiresAt: '2026-12-01T00:00:00.000Z' });
    expect(invitationExpired(invited, new Date('2026-11-30T23:59:00.000Z'))).toBe(false);
    expect(invitationExpired(invited, new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
    expect(invitationExpired(contact({ inviteExpiresAt: '2020-01-01T00:00:00.000Z' }), new Date())).toBe(false);
  });

  it('list the active first, then the invited, then the removed', () => {
    const list = [
      contact({ id: 1, name: 'Zoe', status: 'removed' }),
      contact({ id: 2, name: 'Bob', status: 'invited' }),
      contact({ id: 3, name: 'Tom' }),
      contact({ id: 4, name: 'Ann' }),
    ];
    expect(sortedContacts(list).map((each) => each.id)).toEqual([4, 3, 2, 1]);
  });

  it('words each recorded action, naming the member it is about or who acted, and leaves unknown ones to the summary', () => {
    const entry = { actorName: 'Mary Smith', contactName: 'Anna Lee' };
    expect(logActionWords({ ...entry, action: 'visit.report-viewed' })).toEqual({
      id: 'circle.log.viewed-report',
      name: 'Mary Smith',
    });
    expect(logActionWords({ ...entry, action: 'circle.invited' })).toEqual({
      id: 'circle.log.invited',
      name: 'Anna Lee',
    });
    expect(logActionWords({ ...entry, contactName: null, action: 'circle.removed' })).toEqual({
      id: 'circle.log.removed',
      name: 'Mary Smith',
    });
    expect(logActionWords({ ...entry, action: 'visit.access-notes-opened' })).toBeNull();
    expect(en['circle.log.viewed-report']).toBe('{name} viewed a home-check report');
  });
});
