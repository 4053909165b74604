import {
  CIRCLE_FORM_MESSAGES,
  defaultBusiness,
  isAdminRole,
  isClientRole,
  type CircleContact,
  type CircleInviteInput,
  type CircleLogEntry,
  type CircleUpdateInput,
  type ConsentMethod,
} from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { toCircleContact, type NewInvitation, type TrustedContactRecord } from './trusted-contacts-repository.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './circle-events.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The client's circle (docs/circle.md): inviting someone, confirming, changing, removing. The invitation's
 * token exists only in the e-mailed link; the database keeps its SHA-256, the outbox shows it hidden.
 */

/** An invitation works for a week; a new one can be sent after it runs out. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const M = CIRCLE_FORM_MESSAGES;

/** How the client told staff to add someone, when staff do it for them. */
export interface StaffConsent {
  method: ConsentMethod;
  note: string;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * Invites `input.email` into `client`'s circle, on behalf of `client`. The client's own invitation
 * goes out at once. Staff add someone with the client's `consent` only as a proposal the client (or
 * an admin) must confirm, since a staff member could otherwise type the consent and give themselves
 * the client's account; an admin's addition goes out at once and the client is told. Either way the
 * address is never a back-office account's (docs/circle.md, "Staff, with the client's consent").
 */
export async function inviteToCircle(
  ctx: ServiceContext,
  client: UserRecord,
  inviter: UserRecord,
  input: CircleInviteInput,
  consent?: StaffConsent,
): Promise<CircleContact> {
  const email = input.email.toLowerCase();
  if (email === client.email.toLowerCase()) throw badRequest('circle_email_is_yours', { email: M.emailIsYours });
  if (consent) await refuseBackOfficeAddress(ctx.repos, inviter, email);
  if (await ctx.repos.trustedContacts.findLiveByEmail(client.id, email)) {
    throw conflict('circle_already_in', { email: M.alreadyInCircle });
  }
  const byClient = consent === undefined;
  const sendNow = byClient || isAdminRole(inviter.role);
  const token = sendNow ? randomToken() : null;
  // The contact, the e-mails and the activity event are stored together or not at all.
  return ctx.inTransaction(async (tx) => {
    const row = await invite(tx, {
      clientId: client.id,
      name: input.name,
      email,
      rights: input.rights,
      visitNotices: input.visitNotices,
      inviteTokenHash: token === null ? null : sha256(token),
      inviteExpiresAt: token === null ? null : invitationExpiry(),
      invitedById: inviter.id,
      consentMethod: consent?.method ?? null,
      consentNote: consent?.note ?? null,
      clientSeenAt: byClient ? new Date().toISOString() : null,
    });
    if (token !== null) await sendInvitation(tx, client, row, token, !byClient);
    if (!byClient) await tellClientOfOfficeChange(tx, client, row, token === null ? 'proposed' : 'added');
    await tx.repos.events.record(
      activity.circleInvited(inviter, client, { id: row.id, name: row.name }, consent?.method, token === null),
    );
    return toCircleContact(row);
  });
}

async function invite(tx: ServiceContext, input: NewInvitation): Promise<TrustedContactRecord> {
  try {
    return await tx.repos.trustedContacts.invite(input);
  } catch (err) {
    // Two invitations of one address at the same moment: the one-live-per-address index keeps one.
    if (isUniqueViolation(err)) throw conflict('circle_already_in', { email: M.alreadyInCircle });
    throw err;
  }
}

const invitationExpiry = () => new Date(Date.now() + INVITATION_LIFETIME_MS).toISOString();

/**
 * A trusted contact is someone from the client's own life: never the staff member's own address,
 * nor any staff or admin account's (they already see what their role allows, and acting as the
 * client would hide who did it).
 */
async function refuseBackOfficeAddress(repos: Repositories, inviter: UserRecord, email: string): Promise<void> {
  const account = await repos.users.findByEmail(email);
  if (email === inviter.email.toLowerCase() || (account && !isClientRole(account.role))) {
    throw badRequest('circle_back_office_address', { email: M.backOfficeAddress });
  }
}

/**
 * `confirmer` says yes to a contact staff proposed for `client`: the client themselves, or an
 * admin (then the client is told by e-mail, and on their next sign-in). The invitation goes out.
 */
export async function confirmProposedContact(
  ctx: ServiceContext,
  confirmer: UserRecord,
  client: UserRecord,
  id: number,
): Promise<CircleContact> {
  const byClient = confirmer.id === client.id;
  const token = randomToken();
  return ctx.inTransaction(async (tx) => {
    const row = await tx.repos.trustedContacts.confirm(client.id, id, {
      inviteTokenHash: sha256(token),
      inviteExpiresAt: invitationExpiry(),
      clientSeenAt: byClient ? new Date().toISOString() : null,
    });
    if (!row) throw notFound('circle_not_proposed');
    await sendInvitation(tx, client, row, token, true);
    if (!byClient) await tellClientOfOfficeChange(tx, client, row, 'added');
    await tx.repos.events.record(activity.circleConfirmed(confirmer, client, { id: row.id, name: row.name }));
    return toCircleContact(row);
  });
}

/**
 * Tells the client, in their language, that the office asked to add someone to their circle
 * (`proposed`: nobody is invited until they confirm) or added someone (`added`: invited already;
 * if they did not ask for it they can remove the person).
 */
async function tellClientOfOfficeChange(
  ctx: ServiceContext,
  client: UserRecord,
  row: TrustedContactRecord,
  what: 'proposed' | 'added',
): Promise<void> {
  const { language } = client;
  const intl = mailIntl(language);
  const values = { contact: row.name, email: row.email, business: defaultBusiness.name };
  const rights = row.rights
    .split(',')
    .filter(Boolean)
    .map((right) => `• ${intl.t('circle.office.right', { right })}`)
    .join('\n');
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: greeting(client.firstName, language),
    paragraphs: [
      intl.t(`circle.office.${what}.intro`, values),
      `${intl.t('circle.office.rights', values)}\n${rights}`,
      intl.t(`circle.office.${what}.next`, values),
    ],
    action: { label: intl.t('circle.office.action'), url: intl.link(ctx.publicUrl, '/circle') },
    footer: intl.t('circle.office.footer', values),
    language,
  });
  await ctx.mailer.send({
    to: client.email,
    subject: intl.t(`circle.office.${what}.subject`, values),
    text,
    html,
    kind: `circle-office-${what}`,
  });
}

/** The invitation e-mail, in the client's language (the invitee is often family who shares it). */
async function sendInvitation(
  ctx: ServiceContext,
  client: UserRecord,
  row: TrustedContactRecord,
  token: string,
  byOffice: boolean,
): Promise<void> {
  const { language } = client;
  const intl = mailIntl(language);
  const values = { client: fullName(client), business: defaultBusiness.name };
  const rights = row.rights
    .split(',')
    .filter(Boolean)
    .map((right) => `• ${intl.t('circle.invite.right', { right })}`)
    .join('\n');
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: greeting(row.name, language),
    paragraphs: [
      intl.t(byOffice ? 'circle.invite.intro-by-office' : 'circle.invite.intro', values),
      `${intl.t('circle.invite.rights')}\n${rights}`,
      intl.t('circle.invite.accept'),
      intl.t('circle.invite.ignore', values),
    ],
    action: {
      label: intl.t('circle.invite.action'),
      url: intl.link(ctx.publicUrl, `/circle/accept/${encodeURIComponent(token)}`),
    },
    footer: intl.t('circle.invite.footer', values),
    language,
  });
  await ctx.mailer.send({
    to: row.email,
    subject: intl.t('circle.invite.subject', values),
    text,
    html,
    kind: 'circle-invitation',
    secrets: [token],
  });
}

/**
 * `actor` (the client, or staff) changes a contact's rights and visit e-mails in `client`'s circle;
 * 404 if not live there.
 */
export async function updateCircleContact(
  ctx: ServiceContext,
  actor: UserRecord,
  client: UserRecord,
  id: number,
  changes: CircleUpdateInput,
): Promise<CircleContact> {
  return ctx.inTransaction(async (tx) => {
    const updated = await tx.repos.trustedContacts.update(client.id, id, changes);
    if (!updated) throw notFound('circle_contact_not_found');
    // Rights taken away end what the contact's open sockets may see.
    tx.accessChanged();
    await tx.repos.events.record(
      activity.circleRightsChanged(actor, client, { id: updated.id, name: updated.name }, changes.rights),
    );
    return toCircleContact(updated);
  });
}

/** `actor` (the client, or staff) removes someone from `client`'s circle; 404 if not live there. */
export async function removeFromCircle(
  ctx: ServiceContext,
  actor: UserRecord,
  client: UserRecord,
  id: number,
): Promise<CircleContact> {
  return ctx.inTransaction(async (tx) => {
    const removed = await tx.repos.trustedContacts.remove(client.id, id, actor.id);
    if (!removed) throw notFound('circle_contact_not_found');
    // The contact's open sockets lose the client's conversations at once (after the commit).
    tx.accessChanged();
    await tx.repos.events.record(activity.circleRemoved(actor, client, { id: removed.id, name: removed.name }));
    return toCircleContact(removed);
  });
}

/** The people in `client`'s circle, with their rights and where their invitation stands. */
export async function circleOf(ctx: ServiceContext, client: UserRecord): Promise<CircleContact[]> {
  return ctx.repos.trustedContacts.listForClient(client.id);
}

/** How far back the access log goes on the page. */
const LOG_LIMIT = 200;

/** What was done on `client`'s behalf by the people of their circle, newest first. */
export async function circleLog(ctx: ServiceContext, client: UserRecord): Promise<CircleLogEntry[]> {
  return ctx.repos.trustedContacts.log(client.id, LOG_LIMIT);
}

/** The client pressed OK on the notice of the office's additions to their circle. */
export async function markOfficeAdditionsSeen(ctx: ServiceContext, client: UserRecord): Promise<void> {
  await ctx.repos.trustedContacts.markSeenByClient(client.id);
}

/**
 * The people the office added to this client's circle that the client has not been shown yet
 * (the page shows a notice until they press OK). Nothing while a contact helps with someone else's
 * account: the notice is the account holder's.
 */
export async function officeAdditionsToShow(
  ctx: ServiceContext,
  user: UserRecord,
  actingFor: unknown,
): Promise<string[]> {
  if (!isClientRole(user.role) || actingFor) return [];
  return ctx.repos.trustedContacts.addedByOfficeUnseen(user.id);
}
