import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, adminUsersQuerySchema, userCreateSchema, userUpdateSchema } from './admin-users.js';

const valid = {
  username: 'sam.rivera',
  email: 'Sam@Example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  password: 'Sunny-Porch-Swing-42',
};

function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('New User form', () => {
  it('defaults to an active staff account and lowercases the e-mail', () => {
    expect(userCreateSchema.parse(valid)).toEqual({ ...valid, email: 'sam@example.com', role: 'staff', active: true });
  });

  it('gives the user form messages', () => {
    const result = userCreateSchema.safeParse({
      username: 'ab',
      email: 'nope',
      firstName: 'S',
      lastName: '',
      password: '12345',
    });
    expect(fieldErrors(result)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      password: 'Staff and admin passwords need at least 12 characters.',
    });
    // Eleven characters pass the client rule but not the back office's.
    expect(fieldErrors(userCreateSchema.safeParse({ ...valid, password: 'Kq7#zp-Kq7#' }))).toEqual({
      password: 'Staff and admin passwords need at least 12 characters.',
    });
  });

  it('makes staff or admin only: clients register themselves', () => {
    expect(userCreateSchema.parse({ ...valid, role: 'admin' }).role).toBe('admin');
    expect(fieldErrors(userCreateSchema.safeParse({ ...valid, role: 'client' }))).toEqual({
      role: ADMIN_USER_MESSAGES.roleInvalid,
    });
  });

  it('requires a password on create', () => {
    const { password: _omit, ...withoutPassword } = valid;
    expect(Object.keys(fieldErrors(userCreateSchema.safeParse(withoutPassword)))).toEqual(['password']);
  });

  it('drops fields the form does not have', () => {
    const parsed = userCreateSchema.parse({ ...valid, id: 1, passwordHash: 'x', createdAt: '2020-01-01' });
    expect(Object.keys(parsed).sort()).toEqual([
      'active',
      'email',
      'firstName',
      'lastName',
      'password',
      'role',
      'username',
    ]);
  });
});

describe('Edit User form', () => {
  it('keeps only the fields that were sent', () => {
    expect(userUpdateSchema.parse({ firstName: ' Samuel ' })).toEqual({ firstName: 'Samuel' });
    expect(userUpdateSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('treats a blank password as "keep the current one"', () => {
    expect(userUpdateSchema.parse({ password: '' })).toEqual({});
    expect(userUpdateSchema.parse({ password: 'Quiet-Garden-Path-7' })).toEqual({ password: 'Quiet-Garden-Path-7' });
    for (const password of ['123', 'Kq7#zp', 'Kq7#zp-Kq7#']) {
      expect(fieldErrors(userUpdateSchema.safeParse({ password }))).toEqual({
        password: 'Staff and admin passwords need at least 12 characters.',
      });
    }
  });
});

describe('users list query', () => {
  it('reads role and active filters', () => {
    expect(adminUsersQuerySchema.parse({ role: 'client', active: 'false' })).toMatchObject({
      role: 'client',
      active: false,
      page: 1,
    });
    expect(adminUsersQuerySchema.safeParse({ active: 'maybe' }).success).toBe(false);
  });
});
