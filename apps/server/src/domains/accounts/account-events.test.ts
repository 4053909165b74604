import { describe, expect, it } from 'vitest';
import { client, staff } from '../../../test/support/activity-subjects.js';
import * as activity from './account-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('account events', () => {
  it('describes accounts', () => {
    expect(activity.accountRegistered(client)).toEqual({
      type: 'user.registered',
      actorId: 9,
      subjectType: 'user',
      subjectId: 9,
      summary: 'Ruth Moss created a client account',
    });
    expect(activity.passwordChanged(client).summary).toBe('Ruth Moss changed their password');
    expect(activity.passwordReset(client).summary).toBe('Ruth Moss reset their password by e-mail');
    expect(activity.accountCreated(staff, { ...client, active: false }).summary).toBe(
      'Sam Rivera created the client account @ruth (inactive)',
    );
    const edited = { ...client, username: 'ruthm', role: 'staff' as const, active: false };
    expect(activity.accountEdited(staff, client, edited, true)).toMatchObject({
      type: 'user.deactivated',
      summary: 'Sam Rivera changed @ruthm: username to @ruthm, role to staff, deactivated, password',
    });
    expect(activity.accountEdited(staff, edited, { ...edited, active: true }, false)?.type).toBe('user.reactivated');
    expect(activity.accountEdited(staff, client, { ...client, email: 'new@example.com' }, false)).toMatchObject({
      type: 'user.updated',
      summary: 'Sam Rivera changed @ruth: e-mail address',
    });
    expect(activity.accountEdited(staff, client, { ...client }, false)).toBeUndefined();
  });
});
