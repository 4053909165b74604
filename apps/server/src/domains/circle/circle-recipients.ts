import { CIRCLE_RIGHTS, parseList, VISIT_STEPS, type CircleRight, type Locale, type VisitStep } from '@ta/shared';
import type { Repositories } from '../repositories.js';

/** A trusted contact who gets a copy of a client's notices, in their own account's language. */
export interface CircleRecipient {
  userId: number;
  name: string;
  firstName: string;
  email: string;
  language: Locale;
  /** The visit steps this contact chose to be e-mailed about for this client. */
  visitNotices: VisitStep[];
}

/**
 * The people of a client's circle holding `right` (docs/circle-access.md): active trusted contacts
 * with an active account of their own, one entry per person, never the client themselves. For
 * notices, `right` is 'notices': they get a copy of what the client is e-mailed about.
 */
export async function circleRecipients(
  repos: Pick<Repositories, 'circleRecipients'>,
  clientId: number,
  right: CircleRight,
): Promise<CircleRecipient[]> {
  const members = await repos.circleRecipients.activeMembers(clientId);
  const seen = new Set<number>();
  return members.flatMap((member) => {
    if (member.userId === clientId || seen.has(member.userId)) return [];
    if (!parseList(member.rights, CIRCLE_RIGHTS).includes(right)) return [];
    seen.add(member.userId);
    return [
      {
        userId: member.userId,
        name: `${member.firstName} ${member.lastName}`.trim(),
        firstName: member.firstName,
        email: member.email,
        language: member.language,
        visitNotices: parseList(member.visitNotices, VISIT_STEPS),
      },
    ];
  });
}
