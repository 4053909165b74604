import type { CircleRight, Locale, VisitStep } from '@ta/shared';
import type { TrustedContactsRepository } from '../repositories/trusted-contacts-repository.js';

/** A trusted contact an e-mail about a client goes to (docs/circle.md, "Notices"). */
export interface CircleRecipient {
  userId: number;
  name: string;
  email: string;
  /** Their own account's language: the e-mail is written in it. */
  language: Locale;
  /** The visit steps they chose to be e-mailed about for this client. */
  visitNotices: VisitStep[];
}

/**
 * The client's active trusted contacts who hold `right` (e.g. 'notices' for the client's e-mail
 * notices, 'appointments' for visit progress), their own accounts active. Removed contacts and
 * invitations not yet accepted never receive anything.
 */
export async function circleRecipients(
  repos: { trustedContacts: Pick<TrustedContactsRepository, 'activeMembers'> },
  clientId: number,
  right: CircleRight,
): Promise<CircleRecipient[]> {
  const members = await repos.trustedContacts.activeMembers(clientId);
  return members
    .filter((member) => member.rights.includes(right))
    .map(({ userId, name, email, language, visitNotices }) => ({ userId, name, email, language, visitNotices }));
}
