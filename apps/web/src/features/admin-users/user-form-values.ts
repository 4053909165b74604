import { isClientRole, type AdminUser, type Role, type UserUpdateInput } from '@ta/shared';

/** What the New User and Edit User forms hold. `role` may be `client` only when editing a client. */
export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
  active: boolean;
}

export const USER_FORM_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'role',
  'active',
] as const satisfies readonly (keyof UserFormValues)[];

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', staff: 'Staff', admin: 'Admin' };

export function newUserValues(): UserFormValues {
  return { username: '', email: '', firstName: '', lastName: '', password: '', role: 'staff', active: true };
}

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    password: '',
    role: user.role,
    active: user.active,
  };
}

/**
 * On edit only the changed fields are sent, the password only when filled (blank keeps
 * the current one). Text is compared as the schema stores it (trimmed; e-mail lower-cased), so
 * a stray space is not a change.
 */
export function userChanges(initial: UserFormValues, values: UserFormValues): UserUpdateInput {
  const changes: UserUpdateInput = {};
  if (values.username.trim() !== initial.username) changes.username = values.username;
  if (values.email.trim().toLowerCase() !== initial.email) changes.email = values.email;
  if (values.firstName.trim() !== initial.firstName) changes.firstName = values.firstName;
  if (values.lastName.trim() !== initial.lastName) changes.lastName = values.lastName;
  if (values.password !== '') changes.password = values.password;
  // A client's role is never chosen here (clients register themselves), so it is never sent.
  if (values.role !== initial.role && !isClientRole(values.role)) changes.role = values.role;
  if (values.active !== initial.active) changes.active = values.active;
  return changes;
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
