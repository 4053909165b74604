import type { AdminUser } from '@ta/shared';
import { userUpdateSchema } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { newUserValues, userChanges, userFormValues } from './user-form-values';

const ann: AdminUser = {
  id: 7,
  username: 'annb',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Boss',
  role: 'staff',
  active: true,
  language: 'en',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: null,
  twoStepEnabled: false,
};

describe('userChanges', () => {
  const initial = userFormValues(ann);

  it('sends nothing when nothing changed, and a blank password keeps the current one', () => {
    expect(userChanges(initial, { ...initial })).toEqual({});
    expect(userChanges(initial, { ...initial, firstName: ' Ann ', email: 'ANN@example.com ' })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(userChanges(initial, { ...initial, lastName: 'Smith', role: 'admin', active: false })).toEqual({
      lastName: 'Smith',
      role: 'admin',
      active: false,
    });
  });

  it('sends the password only when filled', () => {
    expect(userChanges(initial, { ...initial, password: 'Quiet-Garden-77' })).toEqual({ password: 'Quiet-Garden-77' });
  });

  it('never sends a client role', () => {
    const client = userFormValues({ ...ann, role: 'client' });
    expect(userChanges(client, { ...client, active: false })).toEqual({ active: false });
  });

  it('gives what the shared update schema accepts', () => {
    const parsed = userUpdateSchema.parse(userChanges(initial, { ...initial, username: ' ann2 ' }));
    expect(parsed).toEqual({ username: 'ann2' });
  });

  it('starts a new user as an active staff member', () => {
    expect(newUserValues()).toMatchObject({ role: 'staff', active: true, password: '' });
  });
});
