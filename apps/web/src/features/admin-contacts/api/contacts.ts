import {
  adminContactPageSchema,
  adminContactSchema,
  contactCountsSchema,
  contactRelatedSchema,
  DEFAULT_PAGE_SIZE,
  scheduleResultSchema,
  type AdminContact,
  type AdminContactPage,
  type ContactAssignee,
  type ContactCounts,
  type ContactRelated,
  type ContactStatusFilter,
  type ContactUpdate,
  type ScheduleContact,
  type ScheduleResult,
} from '@ta/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';

export const CONTACTS_API = '/api/contact';
const CONTACT_COUNTS_API = '/api/contact/counts';
export const contactApiPath = (id: number | string) => `${CONTACTS_API}/${encodeURIComponent(String(id))}`;

export interface ContactListParams {
  search: string;
  status: ContactStatusFilter;
  page: number;
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of requests; the params go into the query string. */
export function contactListQueryOptions(params: ContactListParams) {
  return queryOptions({
    queryKey: queryKeys.contacts.list(params),
    queryFn: async ({ signal }): Promise<AdminContactPage> =>
      adminContactPageSchema.parse(
        await apiRequest<unknown>(
          withQuery(CONTACTS_API, {
            search: params.search,
            status: params.status === 'all' ? undefined : params.status,
            page: params.page,
            pageSize: DEFAULT_PAGE_SIZE,
          }),
          { signal },
        ),
      ),
    // SPEC §7: the admin list retries once after one second.
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
    queryFn: async ({ signal }): Promise<ContactCounts> =>
      contactCountsSchema.parse(await apiRequest<unknown>(withQuery(CONTACT_COUNTS_API, { search }), { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useContactCounts = (search: string) => useQuery(contactCountsQueryOptions(search));

export function contactQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.contacts.detail(id),
    queryFn: async ({ signal }): Promise<AdminContact> =>
      adminContactSchema.parse(await apiRequest<unknown>(contactApiPath(id), { signal })),
  });
}

export const useContact = (id: string) => useQuery(contactQueryOptions(id));

/** What became of the request: its appointments and photos. A contacts read, so every change to the request refreshes it. */
export function contactRelatedQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.contacts.related(id),
    queryFn: async ({ signal }): Promise<ContactRelated> =>
      contactRelatedSchema.parse(await apiRequest<unknown>(`${contactApiPath(id)}/related`, { signal })),
  });
}

export const useContactRelated = (id: string) => useQuery(contactRelatedQueryOptions(id));

/** The answer is the request as it is now: shown at once, then everything that shows requests reloads. */
function refreshContacts(
  queryClient: QueryClient,
  changed: AdminContact,
  write: 'contact' | 'schedule',
): Promise<void> {
  queryClient.setQueryData(queryKeys.contacts.detail(changed.id), changed);
  return refreshAfter(queryClient, write);
}

async function postAssign(id: number): Promise<AdminContact> {
  return adminContactSchema.parse(await apiRequest<unknown>(`${contactApiPath(id)}/assign`, { method: 'POST' }));
}

/** POST /api/contact/{id}/assign: the request becomes the signed-in staff member's, and In Progress. */
export function useAssignContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAssign,
    onSuccess: (contact) => {
      void refreshContacts(queryClient, contact, 'contact');
    },
  });
}

async function putAssignee({ id, assignee }: { id: number; assignee: ContactAssignee }): Promise<AdminContact> {
  return adminContactSchema.parse(
    await apiRequest<unknown>(`${contactApiPath(id)}/assignee`, { method: 'PUT', body: assignee }),
  );
}

/** PUT /api/contact/{id}/assignee: the request goes to any active staff member, or to nobody. */
export function useSetAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAssignee,
    onSuccess: (contact) => {
      void refreshContacts(queryClient, contact, 'contact');
    },
  });
}

async function patchContact({ id, update }: { id: number; update: ContactUpdate }): Promise<AdminContact> {
  // Notes are sent only when not empty (SPEC §5); the shared schema has already dropped blank ones.
  const body: { status: ContactUpdate['status']; notes?: string } = update.notes
    ? { status: update.status, notes: update.notes }
    : { status: update.status };
  return adminContactSchema.parse(await apiRequest<unknown>(contactApiPath(id), { method: 'PATCH', body }));
}

/** PATCH /api/contact/{id}: status and notes from the Update dialog. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchContact,
    onSuccess: (contact) => {
      void refreshContacts(queryClient, contact, 'contact');
    },
  });
}

async function postSchedule({ id, schedule }: { id: number; schedule: ScheduleContact }): Promise<ScheduleResult> {
  return scheduleResultSchema.parse(
    await apiRequest<unknown>(`${contactApiPath(id)}/schedule`, { method: 'POST', body: schedule }),
  );
}

/** POST /api/contact/{id}/schedule: a new appointment from the request. */
export function useScheduleContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSchedule,
    onSuccess: (result) => {
      void refreshContacts(queryClient, result.contact, 'schedule');
    },
  });
}
