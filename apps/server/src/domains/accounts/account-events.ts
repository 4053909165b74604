import { nameOf, type EventToRecord, type Person } from '../office/index.js';
import type { UserRecord } from './users-repository.js';

/** The activity feed's events of accounts and their sign-in. */
export type AccountEventType =
  | 'user.registered'
  | 'user.password_changed'
  | 'user.email_changed'
  | 'user.password_reset'
  | 'user.created'
  | 'user.updated'
  | 'user.reactivated'
  | 'user.deactivated'
  | 'user.two-step-on'
  | 'user.two-step-off'
  | 'settings.two-step-required';
type AccountEvent = EventToRecord<AccountEventType>;

/** An account as the subject of an event (a staff member's availability names it too). */
export const aboutUser = (actorId: number, userId: number) =>
  ({ actorId, subjectType: 'user', subjectId: userId }) as const;

/** Someone created their own client account. */
export function accountRegistered(user: Person): AccountEvent {
  return {
    type: 'user.registered',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} created a client account`,
  };
}

/** Someone changed their own password while signed in. */
export function passwordChanged(user: Person): AccountEvent {
  return {
    type: 'user.password_changed',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} changed their password`,
  };
}

/** The account holder moved their account to another e-mail address (the old one is told). */
export function emailChanged(user: Person): AccountEvent {
  return {
    type: 'user.email_changed',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} changed their e-mail address`,
  };
}

/** Someone set a new password from the reset link. */
export function passwordReset(user: Person): AccountEvent {
  return {
    type: 'user.password_reset',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} reset their password by e-mail`,
  };
}

/** An admin created an account. */
export function accountCreated(actor: Person, user: UserRecord): AccountEvent {
  return {
    type: 'user.created',
    ...aboutUser(actor.id, user.id),
    summary: `${nameOf(actor)} created the ${user.role} account @${user.username}${user.active ? '' : ' (inactive)'}`,
  };
}

/** What an admin's edit changed, in words. */
function accountChanges(before: UserRecord, after: UserRecord, passwordChanged: boolean): string[] {
  const changes: string[] = [];
  if (before.username !== after.username) changes.push(`username to @${after.username}`);
  if (before.email !== after.email) changes.push('e-mail address');
  if (before.firstName !== after.firstName || before.lastName !== after.lastName) changes.push('name');
  if (before.role !== after.role) changes.push(`role to ${after.role}`);
  if (before.active !== after.active) changes.push(after.active ? 'reactivated' : 'deactivated');
  if (passwordChanged) changes.push('password');
  return changes;
}

/** A staff member or admin set up two-step sign-in (docs/two-step.md). */
export function twoStepTurnedOn(user: Person): AccountEvent {
  return {
    type: 'user.two-step-on',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} turned on two-step sign-in`,
  };
}

/** Two-step sign-in turned off: by its owner (password and code), or reset by an admin (a lost phone). */
export function twoStepTurnedOff(actor: Person, user: Person): AccountEvent {
  return {
    type: 'user.two-step-off',
    ...aboutUser(actor.id, user.id),
    summary:
      actor.id === user.id
        ? `${nameOf(user)} turned off two-step sign-in`
        : `${nameOf(actor)} reset two-step sign-in for ${nameOf(user)}`,
  };
}

/** An admin turned the "two-step sign-in required for staff" setting on or off. */
export function twoStepRequirementChanged(actor: Person, required: boolean): AccountEvent {
  return {
    type: 'settings.two-step-required',
    actorId: actor.id,
    subjectType: 'user',
    subjectId: actor.id,
    summary: required
      ? `${nameOf(actor)} required two-step sign-in for all staff`
      : `${nameOf(actor)} stopped requiring two-step sign-in for staff`,
  };
}

/** An admin edited someone's account; undefined when nothing changed. */
export function accountEdited(
  actor: Person,
  before: UserRecord,
  after: UserRecord,
  passwordChanged: boolean,
): AccountEvent | undefined {
  const changes = accountChanges(before, after, passwordChanged);
  if (changes.length === 0) return undefined;
  return {
    type: before.active === after.active ? 'user.updated' : after.active ? 'user.reactivated' : 'user.deactivated',
    ...aboutUser(actor.id, after.id),
    summary: `${nameOf(actor)} changed @${after.username}: ${changes.join(', ')}`,
  };
}
