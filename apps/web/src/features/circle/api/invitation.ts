import { circleInvitationSchema, invitationTokenSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

/** The invitation's API path; the token is the link's own secret, so it is only ever sent to our server. */
export const invitationPath = (token: string) => `/api/circle/invitations/${encodeURIComponent(token)}`;

/** A token that cannot be an invitation's is not asked about: the page says the link is not valid. */
export const isInvitationToken = (token: string) => invitationTokenSchema.safeParse(token).success;

/** Read by the server before it renders the accept page (a 404 fills null: the page says it is not valid). */
export function invitationRead(token: string): ServerRead | null {
  return isInvitationToken(token)
    ? { queryKey: queryKeys.circle.invitation(token), path: invitationPath(token) }
    : null;
}

/** Who invites the visitor and what they may do (GET /api/circle/invitations/:token); null when not valid. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.circle.invitation(token),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(circleInvitationSchema, invitationPath(token), signal)),
  });
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: isInvitationToken(token) });
}
