import { registerSchema, codeMessage } from '@ta/shared';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import type { UsersRepository, UserRecord } from './users-repository.js';

export interface AdminInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: 'admin' | 'staff';
}

export class AdminInputError extends Error {}

/** Checks everything the register form checks, plus the back-office password rule, then creates the account. */
export async function createBackOfficeUser(users: UsersRepository, input: AdminInput): Promise<UserRecord> {
  const parsed = registerSchema.safeParse({ ...input, confirmPassword: input.password });
  if (!parsed.success) {
    throw new AdminInputError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const { username, email, firstName, lastName, password } = parsed.data;
  const role = input.role ?? 'admin';
  const problem = await passwordProblem(password, { role, username, email, firstName, lastName });
  if (problem) throw new AdminInputError(`password: ${codeMessage(problem)}`);
  const taken = await users.findConflicts({ username, email });
  if (taken.username) throw new AdminInputError(`username: "${username}" is already taken`);
  if (taken.email) throw new AdminInputError(`email: ${email} already has an account`);
  return users.create({
    username,
    email,
    firstName,
    lastName,
    role,
    passwordHash: await hashPassword(password),
  });
}
