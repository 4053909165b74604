import { registerSchema } from '@ta/shared';
import { hashPassword, isCommonPassword } from '../lib/passwords.js';
import type { UsersRepository, UserRecord } from '../repositories/users-repository.js';

/** Admins hold the keys to every client's data: a longer minimum than the client form's 6. */
export const ADMIN_PASSWORD_MIN = 12;

export interface AdminInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: 'admin' | 'staff';
}

export class AdminInputError extends Error {}

/** Checks everything the register form checks, plus a stronger password rule, then creates the account. */
export async function createBackOfficeUser(users: UsersRepository, input: AdminInput): Promise<UserRecord> {
  const parsed = registerSchema.safeParse({ ...input, confirmPassword: input.password });
  if (!parsed.success) {
    throw new AdminInputError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const { username, email, firstName, lastName, password } = parsed.data;
  if (password.length < ADMIN_PASSWORD_MIN) {
    throw new AdminInputError(`password: an admin password needs at least ${ADMIN_PASSWORD_MIN} characters`);
  }
  if ((await isCommonPassword(password)) || password.toLowerCase().includes(username.toLowerCase())) {
    throw new AdminInputError('password: this password is too common or contains the username; choose another');
  }
  const taken = await users.findConflicts({ username, email });
  if (taken.username) throw new AdminInputError(`username: "${username}" is already taken`);
  if (taken.email) throw new AdminInputError(`email: ${email} already has an account`);
  return users.create({
    username,
    email,
    firstName,
    lastName,
    role: input.role ?? 'admin',
    passwordHash: await hashPassword(password),
  });
}
