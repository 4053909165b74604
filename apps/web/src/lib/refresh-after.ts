import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What each kind of write changes, by resource. After the server has answered, every cached read under
 * these keys is read again: the ones on screen at once, the others when they are next shown. A new
 * screen that shows a resource is refreshed by every write listed here that changes it.
 */
const CHANGED_BY = {
  /**
   * An appointment made, edited, given a status or deleted, from the calendar or the projects screen:
   * a project is an appointment with a project status, and the client's own list shows it too.
   */
  appointment: [queryKeys.appointments.all, queryKeys.projects.all],
  /**
   * A visit's step tapped (On my way, Arrived, Done): the appointment and its lists (Done completes
   * it, a project status), and the dashboard's list of visits not started.
   */
  visitStep: [queryKeys.appointments.all, queryKeys.projects.all, queryKeys.dashboard],
  /** A client's property added or edited: their list and its page. */
  clientProperty: [queryKeys.clientProperties.all],
  /**
   * A client's decision about a finding: the report and the counts of findings waiting; asking for the
   * repair also makes a request, which their requests list and the dashboard show.
   */
  findingDecision: [queryKeys.clientProperties.all, queryKeys.contacts.all, queryKeys.dashboard],
  /** Home checks asked for from a property's page: a new request, in the requests lists and the dashboard. */
  homeChecksAsked: [queryKeys.contacts.all, queryKeys.dashboard],
  /**
   * A request assigned, given to someone or updated: its lists, counts and page, the client's list and
   * tracking page; the dashboard counts requests and lists their activity; the search finds them.
   */
  contact: [queryKeys.contacts.all, queryKeys.dashboard, queryKeys.search.all],
  /** A request scheduled: the request, and the appointment made from it. */
  schedule: [
    queryKeys.contacts.all,
    queryKeys.dashboard,
    queryKeys.search.all,
    queryKeys.appointments.all,
    queryKeys.projects.all,
  ],
  /** Photos linked or deleted: the photo list, and the appointment screens that show their photos. */
  photo: [queryKeys.photos.all, queryKeys.appointments.all],
  /** A post made, edited or deleted: the back office's lists and the public blog. */
  blogPost: [queryKeys.blog.all],
  /**
   * A comment approved, answered, marked as spam, deleted or its address blocked: the office's lists and
   * their waiting count, and the public blog's posts (approved comments show there).
   */
  blogComment: [queryKeys.blogComments.all, queryKeys.blog.all],
  /** A post's preview e-mailed to oneself: the outbox shows it. */
  newsletterPreview: [queryKeys.outbox.all],
  /** A post sent to the subscribers: its figures, the subscriber list's counts, the outbox's e-mails. */
  newsletterSend: [queryKeys.newsletter.all, queryKeys.outbox.all],
  /** A property made or edited, or its checklist changed: its list and page. */
  property: [queryKeys.properties.all],
  /**
   * A home-watch visit started, answered or finished, a plan made or stopped, or one visit added: the
   * day's visits and the visit, the property's page, the calendar (a visit is an appointment), the
   * dashboard's overdue visits and the standing visits (a home-check plan is one).
   */
  visit: [
    queryKeys.visits.all,
    queryKeys.properties.all,
    queryKeys.appointments.all,
    queryKeys.dashboard,
    queryKeys.servicePlans.all,
  ],
  /** A checklist template made, edited or deleted: the templates, and the properties that name one. */
  checklist: [queryKeys.checklists.all, queryKeys.properties.all],
  /** A trusted contact invited, changed or removed, an invitation accepted: the circle and its log. */
  circle: [queryKeys.circle.all],
  /**
   * Opening hours, a holiday, the cut-off, a service's booking rules or a staff member's availability
   * changed: the availability screens, and the services' list (a rule edit can change a length).
   */
  availability: [queryKeys.availability.all, queryKeys.serviceTypes],
  /** A notary journal entry added, corrected or changed the same day: the journal's months. */
  notary: [queryKeys.notary.all],
  /** A price-list item or a billing rule changed: the price screen and the landing page's prices. */
  priceList: [queryKeys.priceList.all],
  /** An account made or edited. */
  user: [queryKeys.users.all],
  /**
   * A chat message, or a conversation read, closed or reopened: the inbox's list pages and the unread
   * count (the open conversation itself is updated in place from the answer or the socket).
   */
  chat: [queryKeys.chat.lists(), queryKeys.chat.unread()],
  /** A storm's checks made: the storms, the day's visits, and the appointments each check is. */
  storm: [queryKeys.storms.all, queryKeys.visits.all, queryKeys.appointments.all, queryKeys.dashboard],
} satisfies Record<string, readonly QueryKey[]>;

export type Write = keyof typeof CHANGED_BY;

/**
 * Marks what `write` changed as stale; resolves once the reads on screen have come back. A dialog that
 * closes on the server's answer does not wait for it (`void refreshAfter(…)`); one that should close onto
 * the reloaded list returns it from `onSuccess`.
 */
export async function refreshAfter(queryClient: QueryClient, write: Write): Promise<void> {
  await Promise.all(CHANGED_BY[write].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A mutation whose success refreshes what `write` changed, without waiting: a dialog closes on the
 * server's answer, not after the reloads. (A write that updates the cache from the answer first uses
 * `useMutation` and `refreshAfter` itself.)
 */
export function useWrite<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, write: Write) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void refreshAfter(queryClient, write) });
}
