import {
  adminContactPageSchema,
  adminContactSchema,
  contactCountsSchema,
  contactRelatedSchema,
  DEFAULT_PAGE_SIZE,
  scheduleResultSchema,
  type AdminContact,
  type ContactAssignee,
  type ContactStatusFilter,
  type ContactUpdate,
  type ScheduleContact,
  type ScheduleResult,
} from '@ta/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';

const CONTACTS_API = '/api/contact';
const CONTACT_COUNTS_API = '/api/contact/counts';
const contactApiPath = (id: number | string) => `${CONTACTS_API}/${encodeURIComponent(String(id))}`;

export interface ContactListParams {
  search: string;
  status: ContactStatusFilter;
  page: number;
}

/** One page of requests; the params go into the query string. */
export function contactListQueryOptions(params: ContactListParams) {
  const path = withQuery(CONTACTS_API, {
    search: params.search,
    status: params.status === 'all' ? undefined : params.status,
    page: params.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: queryKeys.contacts.list(params),
    queryFn: ({ signal }) => getParsed(adminContactPageSchema, path, signal),
    // The admin list retries once after one second.
    retry: 1,
    retryDelay: 1000,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useContactList = (params: ContactListParams) => useQuery(contactListQueryOptions(params));

/** The count cards and tab counts; `search` narrows them like the list. */
export function contactCountsQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.contacts.counts(search),
    queryFn: ({ signal }) => getParsed(contactCountsSchema, withQuery(CONTACT_COUNTS_API, { search }), signal),
    placeholderData: keepPreviousData,
  });
}

export const useContactCounts = (search: string) => useQuery(contactCountsQueryOptions(search));

export function contactQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.contacts.detail(id),
    queryFn: ({ signal }) => getParsed(adminContactSchema, contactApiPath(id), signal),
  });
}

export const useContact = (id: string) => useQuery(contactQueryOptions(id));

/** What became of the request: its appointments and photos. A contacts read, so every change to the request refreshes it. */
export function contactRelatedQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.contacts.related(id),
    queryFn: ({ signal }) => getParsed(contactRelatedSchema, `${contactApiPath(id)}/related`, signal),
  });
}

export const useContactRelated = (id: string) => useQuery(contactRelatedQueryOptions(id));

/**
 * A change to one request. The answer (or the request in it) shows at once on the request's page, then
 * everything that shows requests reloads; not awaited, so the dialog closes on the answer.
 */
function useContactWrite<TVariables, TAnswer>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  write: 'contact' | 'schedule',
  contactIn: (answer: TAnswer) => AdminContact,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const contact = contactIn(answer);
      queryClient.setQueryData(queryKeys.contacts.detail(contact.id), contact);
      void refreshAfter(queryClient, write);
    },
  });
}

const itself = (contact: AdminContact) => contact;

/** POST /api/contact/{id}/assign: the request becomes the signed-in staff member's, and In Progress. */
async function postAssign(id: number): Promise<AdminContact> {
  return adminContactSchema.parse(await apiRequest<unknown>(`${contactApiPath(id)}/assign`, { method: 'POST' }));
}

/** PUT /api/contact/{id}/assignee: the request goes to any active staff member, or to nobody. */
async function putAssignee({ id, assignee }: { id: number; assignee: ContactAssignee }): Promise<AdminContact> {
  return adminContactSchema.parse(
    await apiRequest<unknown>(`${contactApiPath(id)}/assignee`, { method: 'PUT', body: assignee }),
  );
}

/** PATCH /api/contact/{id}: status and notes from the Update dialog. */
async function patchContact({ id, update }: { id: number; update: ContactUpdate }): Promise<AdminContact> {
  // Notes are sent only when not empty; the shared schema has already dropped blank ones.
  const body: { status: ContactUpdate['status']; notes?: string } = update.notes
    ? { status: update.status, notes: update.notes }
    : { status: update.status };
  return adminContactSchema.parse(await apiRequest<unknown>(contactApiPath(id), { method: 'PATCH', body }));
}

/** POST /api/contact/{id}/schedule: a new appointment from the request. */
async function postSchedule({ id, schedule }: { id: number; schedule: ScheduleContact }): Promise<ScheduleResult> {
  return scheduleResultSchema.parse(
    await apiRequest<unknown>(`${contactApiPath(id)}/schedule`, { method: 'POST', body: schedule }),
  );
}

export const useAssignContact = () => useContactWrite(postAssign, 'contact', itself);
export const useSetAssignee = () => useContactWrite(putAssignee, 'contact', itself);
export const useUpdateContact = () => useContactWrite(patchContact, 'contact', itself);
export const useScheduleContact = () => useContactWrite(postSchedule, 'schedule', (result) => result.contact);
