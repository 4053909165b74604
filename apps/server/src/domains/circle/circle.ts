import {
  CIRCLE_FORM_MESSAGES,
  defaultBusiness,
  isAdminRole,
  isClientRole,
  type CircleContact,
  type CircleInviteInput,
  type ConsentMethod,
} from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { toCircleContact, type OpenInvitation, type TrustedContactRecord } from './trusted-contacts-repository.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './circle-events.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The client's circle (docs/circle.md): inviting someone, accepting, removing. The invitation's
 * token exists only in the e-mailed link; the database keeps its SHA-256, the outbox shows it hidden.
 */

/** An invitation works for a week; a new one can be sent after it runs out. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const M = CIRCLE_FORM_MESSAGES;

type CircleContext = Pick<ServiceContext, 'repos' | 'mailer' | 'publicUrl'>;

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
  ctx: CircleContext,
  client: UserRecord,
  inviter: UserRecord,
  input: CircleInviteInput,
  consent?: StaffConsent,
): Promise<CircleContact> {
  const email = input.email.toLowerCase();
  if (email === client.email.toLowerCase()) throw badRequest('circle_email_is_yours', { email: M.emailIsYours });
  if (consent) await refuseBackOfficeAddress(ctx, inviter, email);
  if (await ctx.repos.trustedContacts.findLiveByEmail(client.id, email)) {
    throw conflict('circle_already_in', { email: M.alreadyInCircle });
  }
  const byClient = consent === undefined;
  const sendNow = byClient || isAdminRole(inviter.role);
  const token = sendNow ? randomToken() : null;
  let row: TrustedContactRecord;
  try {
    row = await ctx.repos.trustedContacts.invite({
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
  } catch (err) {
    // Two invitations of one address at the same moment: the one-live-per-address index keeps one.
    if (isUniqueViolation(err)) throw conflict('circle_already_in', { email: M.alreadyInCircle });
    throw err;
  }
  if (token !== null) await sendInvitation(ctx, client, row, token, !byClient);
  if (!byClient) await tellClientOfOfficeChange(ctx, client, row, token === null ? 'proposed' : 'added');
  await ctx.repos.events.record(
    activity.circleInvited(inviter, client, { id: row.id, name: row.name }, consent?.method, token === null),
  );
  return toCircleContact(row);
}

const invitationExpiry = () => new Date(Date.now() + INVITATION_LIFETIME_MS).toISOString();

/**
 * A trusted contact is someone from the client's own life: never the staff member's own address,
 * nor any staff or admin account's (they already see what their role allows, and acting as the
 * client would hide who did it).
 */
async function refuseBackOfficeAddress(ctx: CircleContext, inviter: UserRecord, email: string): Promise<void> {
  const account = await ctx.repos.users.findByEmail(email);
  if (email === inviter.email.toLowerCase() || (account && !isClientRole(account.role))) {
    throw badRequest('circle_back_office_address', { email: M.backOfficeAddress });
  }
}

/**
 * `confirmer` says yes to a contact staff proposed for `client`: the client themselves, or an
 * admin (then the client is told by e-mail, and on their next sign-in). The invitation goes out.
 */
export async function confirmProposedContact(
  ctx: CircleContext,
  confirmer: UserRecord,
  client: UserRecord,
  id: number,
): Promise<CircleContact> {
  const byClient = confirmer.id === client.id;
  const token = randomToken();
  const row = await ctx.repos.trustedContacts.confirm(client.id, id, {
    inviteTokenHash: sha256(token),
    inviteExpiresAt: invitationExpiry(),
    clientSeenAt: byClient ? new Date().toISOString() : null,
  });
  if (!row) throw notFound('circle_not_proposed');
  await sendInvitation(ctx, client, row, token, true);
  if (!byClient) await tellClientOfOfficeChange(ctx, client, row, 'added');
  await ctx.repos.events.record(activity.circleConfirmed(confirmer, client, { id: row.id, name: row.name }));
  return toCircleContact(row);
}

/**
 * Tells the client, in their language, that the office asked to add someone to their circle
 * (`proposed`: nobody is invited until they confirm) or added someone (`added`: invited already;
 * if they did not ask for it they can remove the person).
 */
async function tellClientOfOfficeChange(
  ctx: CircleContext,
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
  ctx: CircleContext,
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

/** The open invitation this token opens, or the 404 every spent, expired or made-up token gets. */
export async function openInvitation(ctx: Pick<CircleContext, 'repos'>, token: string): Promise<OpenInvitation> {
  const invitation = await ctx.repos.trustedContacts.findOpenInvitation(sha256(token), new Date().toISOString());
  if (!invitation) throw notFound('circle_invitation_invalid');
  return invitation;
}

/**
 * `user` accepts the invitation: only a client account whose e-mail is the invited address, and
 * not the client themselves. The token is spent once, even when two accepts race.
 */
export async function acceptInvitation(
  ctx: Pick<CircleContext, 'repos'>,
  user: UserRecord,
  token: string,
): Promise<OpenInvitation> {
  const invitation = await openInvitation(ctx, token);
  // Staff see every client's data already; a trusted contact is someone from the client's own life.
  if (!isClientRole(user.role)) throw forbidden('circle_back_office_not_contact');
  if (user.email.toLowerCase() !== invitation.email) throw forbidden('circle_invitation_other_email');
  if (user.id === invitation.clientId) throw forbidden('circle_email_is_yours');
  if (await ctx.repos.trustedContacts.activeLink(invitation.clientId, user.id)) {
    throw conflict('circle_already_in');
  }
  const accepted = await ctx.repos.trustedContacts.accept(sha256(token), user.id, new Date().toISOString());
  if (!accepted) throw notFound('circle_invitation_invalid');
  await ctx.repos.events.record(
    activity.circleAccepted(
      user,
      { id: invitation.clientId, name: invitation.clientName },
      { id: accepted.id, name: accepted.name },
    ),
  );
  return invitation;
}

/** `actor` (the client, or staff) removes someone from `client`'s circle; 404 if not live there. */
export async function removeFromCircle(
  ctx: Pick<ServiceContext, 'repos' | 'accessChanged'>,
  actor: UserRecord,
  client: UserRecord,
  id: number,
): Promise<CircleContact> {
  const removed = await ctx.repos.trustedContacts.remove(client.id, id, actor.id);
  if (!removed) throw notFound('circle_contact_not_found');
  // The contact's open sockets lose the client's conversations at once.
  ctx.accessChanged();
  await ctx.repos.events.record(activity.circleRemoved(actor, client, { id: removed.id, name: removed.name }));
  return toCircleContact(removed);
}

/**
 * The people the office added to this client's circle that the client has not been shown yet
 * (the page shows a notice until they press OK). Nothing while a contact helps with someone else's
 * account: the notice is the account holder's.
 */
export async function officeAdditionsToShow(
  repos: CircleContext['repos'],
  user: UserRecord,
  actingFor: unknown,
): Promise<string[]> {
  if (!isClientRole(user.role) || actingFor) return [];
  return repos.trustedContacts.addedByOfficeUnseen(user.id);
}
