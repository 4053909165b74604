// @vitest-environment happy-dom
import { addDaysToDate, businessToday, type FindingPhoto, type StaffVisit, type VisitItem } from '@ta/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { formatDayHeading } from '../../../lib/appointment-format';
import { queryKeys } from '../../../lib/query-keys';
import type * as KeptPhotos from '../kept-photos';
import type { KeptPhoto } from '../kept-photos';
import { VisitScreen } from './visit-screen';

/** The device's photo store (IndexedDB in the browser), in memory. */
const keptPhotos = vi.hoisted(() => new Map<string, KeptPhoto>());
vi.mock('../kept-photos', async (original) => ({
  ...(await original<typeof KeptPhotos>()),
  keepPhoto: async (photo: KeptPhoto) => void keptPhotos.set(photo.id, photo),
  forgetPhoto: async (id: string) => void keptPhotos.delete(id),
  readKeptPhotos: async (visitId: number, userId: number) =>
    [...keptPhotos.values()].filter((photo) => photo.visitId === visitId && photo.userId === userId),
}));

const USER_ID = 7;

function item(id: number, section: string, label: string, changes: Partial<VisitItem> = {}): VisitItem {
  return {
    id,
    section,
    label,
    sectionEs: null,
    labelEs: null,
    answer: null,
    note: null,
    severity: null,
    photos: [],
    decision: null,
    repairRequest: null,
    ...changes,
  };
}

function visitOf(changes: Partial<StaffVisit> = {}): StaffVisit {
  return {
    id: 5,
    appointmentId: 50,
    propertyId: 3,
    propertyName: 'Bayview Condo',
    address: '12 Palm Way, Naples 34102',
    county: 'Collier',
    clientName: 'Ada Owner',
    kind: 'routine',
    date: '2026-11-24',
    startTime: '09:00',
    endTime: '10:00',
    staffId: USER_ID,
    staffName: 'Sam Staff',
    state: 'in-progress',
    startedAt: '2026-11-24T14:02:00.000Z',
    finishedAt: null,
    result: null,
    answeredItems: 0,
    totalItems: 2,
    summary: null,
    items: [item(11, 'Outside', 'Roof and gutters'), item(12, 'Inside', 'Water heater')],
    accessNotesAvailable: true,
    alarmCompany: 'Gulf Alarm, 555-0100',
    emergencyContacts: 'Neighbor Bob 555-0101',
    clientPhone: '(239) 555-0199',
    ...changes,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
/** What the fake server answers; a thrown TypeError is a lost signal, as fetch gives it. */
let answer: (call: Call) => { status: number; body?: unknown };

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's answer to PUT …/items/:id: the item as sent. */
function savedItem(call: Call, visit: StaffVisit): VisitItem {
  const id = Number(call.url.split('/').pop());
  const sent = call.body as Pick<VisitItem, 'answer' | 'note' | 'severity'>;
  const base = visit.items.find((i) => i.id === id) ?? item(id, '', '');
  return { ...base, ...sent };
}

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** Enough of XMLHttpRequest for the photo upload: the test fires its progress and its answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => (this.uploadListeners[type] ??= []).push(listener),
  };
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send() {}
  abort() {}
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? []) listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener({});
  }
}

function renderVisit(visit: StaffVisit) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.visits.detail(visit.id), visit);
  const view = render(
    withIntl(
      <QueryClientProvider client={queryClient}>
        <Subscribed queryClient={queryClient} id={visit.id} />
      </QueryClientProvider>,
    ),
  );
  return { ...view, queryClient };
}

/** The screen as the page shows it: the visit read from the cache, so saved photos and answers show. */
function Subscribed({ queryClient, id }: { queryClient: QueryClient; id: number }) {
  const visit = useVisitFromCache(queryClient, id);
  return visit ? <VisitScreen visit={visit} userId={USER_ID} /> : null;
}

function useVisitFromCache(queryClient: QueryClient, id: number) {
  return useQuery(
    {
      queryKey: queryKeys.visits.detail(id),
      queryFn: () => queryClient.getQueryData<StaffVisit>(queryKeys.visits.detail(id)) ?? null,
      staleTime: Infinity,
    },
    queryClient,
  ).data;
}

function itemCard(label: string): HTMLElement {
  const card = screen.getByRole('heading', { name: label }).closest('li');
  if (!card) throw new Error(`No item ${label}`);
  return card;
}

function finishButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Finish visit (time out)' });
}

let visit: StaffVisit;
beforeEach(() => {
  calls = [];
  FakeXhr.all = [];
  visit = visitOf();
  window.localStorage.clear();
  keptPhotos.clear();
  answer = (call) => {
    if (call.method === 'PUT') return { status: 200, body: savedItem(call, visit) };
    if (call.url.endsWith('/finish')) {
      return {
        status: 200,
        body: {
          ...visit,
          state: 'finished',
          result: (call.body as { result: string }).result,
          finishedAt: '2026-11-24T15:00:00.000Z',
        },
      };
    }
    if (call.url.endsWith('/access-notes')) return { status: 200, body: { accessNotes: 'Lockbox 4321, alarm 9876' } };
    return { status: 404, body: { message: 'Not found' } };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status, body } = answer(call);
      return json(status, body);
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('the visit screen', () => {
  it('saves an answer as soon as it is chosen, and says so', async () => {
    renderVisit(visit);
    const roof = itemCard('Roof and gutters');
    fireEvent.click(within(roof).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(within(roof).getByRole('status')).toHaveProperty('textContent', 'Saved'));
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/admin/visits/5/items/11', body: { answer: 'ok', note: null, severity: null } },
    ]);
    expect(within(roof).getByRole('button', { name: 'OK' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('1 of 2 answered').length).toBeGreaterThan(0);
    // Confirmed by the server: nothing is left waiting on the device.
    expect(window.localStorage.getItem('ta-visit-answers:5')).toBeNull();
  });

  it('asks an item that wants a reading for it before OK is saved', async () => {
    const label = 'Indoor humidity at or below 60% (write the reading in a note)';
    visit = visitOf({ items: [item(13, 'Air', label)], totalItems: 1 });
    renderVisit(visit);
    const humidity = itemCard(label);
    fireEvent.click(within(humidity).getByRole('button', { name: 'OK' }));
    expect(within(humidity).getByText('Not saved yet — write the reading')).toBeTruthy();
    expect(screen.getByText('1 item needs the reading in its note.')).toBeTruthy();
    expect(puts()).toEqual([]);

    fireEvent.change(within(humidity).getByLabelText('The reading'), { target: { value: '52%' } });
    await waitFor(() =>
      expect(puts()).toEqual([
        { method: 'PUT', url: '/api/admin/visits/5/items/13', body: { answer: 'ok', note: '52%', severity: null } },
      ]),
    );
    await waitFor(() => expect(within(humidity).getByRole('status').textContent).toBe('Saved'));
  });

  it('keeps Finish off, with the reasons in words, until every item is answered', () => {
    renderVisit(visit);
    expect(finishButton().disabled).toBe(true);
    const reasons = document.getElementById(finishButton().getAttribute('aria-describedby') ?? '');
    expect(reasons?.textContent).toContain('2 items are not answered yet.');
    expect(screen.getAllByText('0 of 2 answered').length).toBeGreaterThan(0);
  });

  it('asks an issue for its note, how serious it is and a photo before the visit can finish', async () => {
    renderVisit(visit);
    fireEvent.click(within(itemCard('Water heater')).getByRole('button', { name: 'OK' }));
    const roof = itemCard('Roof and gutters');
    fireEvent.click(within(roof).getByRole('button', { name: 'Issue' }));

    // Not sendable yet: kept on the device, not sent, and Finish says why.
    expect(within(roof).getByText('Not saved yet — add a note and how serious it is')).toBeTruthy();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(window.localStorage.getItem('ta-visit-answers:5')).toContain('"issue"');
    expect(finishButton().disabled).toBe(true);
    expect(screen.getByText('1 issue needs a note and how serious it is.')).toBeTruthy();
    expect(screen.getByText('Every issue needs at least one photo: 1 issue has none yet.')).toBeTruthy();

    fireEvent.change(within(roof).getByLabelText('What is the issue?'), { target: { value: 'Loose shingles' } });
    fireEvent.click(within(roof).getByRole('radio', { name: /Urgent/ }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual({
        method: 'PUT',
        url: '/api/admin/visits/5/items/11',
        body: { answer: 'issue', note: 'Loose shingles', severity: 'urgent' },
      }),
    );
    await waitFor(() => expect(within(roof).getByRole('status').textContent).toBe('Saved'));
    // The note was sent once with the severity, not once per key press.
    expect(puts().filter((call) => (call.body as { note: string | null }).note === 'Loose shingles')).toHaveLength(1);
    expect(finishButton().disabled).toBe(true);
    expect(screen.queryByText('1 issue needs a note and how serious it is.')).toBeNull();

    // An urgent finding: the result cannot be milder than Urgent.
    const result = within(screen.getByRole('group', { name: 'Overall result' }));
    expect((result.getByRole('radio', { name: /All clear/ }) as HTMLInputElement).disabled).toBe(true);
    expect((result.getByRole('radio', { name: /Issues found/ }) as HTMLInputElement).disabled).toBe(true);
    expect((result.getByRole('radio', { name: /Urgent/ }) as HTMLInputElement).checked).toBe(true);

    const file = new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' });
    const input = roof.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    fireEvent.change(input, { target: { files: [file] } });
    const xhr = FakeXhr.all[0];
    if (!xhr) throw new Error('No upload');
    expect(xhr.url).toBe('/api/admin/visits/5/items/11/photos');
    act(() => xhr.progress(40, 100));
    expect(within(roof).getByRole('progressbar', { name: 'Uploading roof.jpg' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(within(roof).getByText('roof.jpg: uploading 40%')).toBeTruthy();
    expect(screen.getByText('1 photo has not finished uploading.')).toBeTruthy();

    const photo: FindingPhoto = {
      id: 90,
      url: '/api/visit-photos/k',
      thumbnailUrl: '/api/visit-photos/k/thumb',
      width: 800,
      height: 600,
    };
    act(() => xhr.respond(201, photo));
    await waitFor(() => expect(within(roof).getByRole('img', { name: 'Photo 1 of Roof and gutters' })).toBeTruthy());

    expect(finishButton().disabled).toBe(false);
    fireEvent.click(finishButton());
    await waitFor(() => expect(screen.getByText('Visit finished: the report is on its way to the owner')).toBeTruthy());
    expect(calls.find((call) => call.url.endsWith('/finish'))?.body).toEqual({ result: 'urgent', summary: '' });
    expect(screen.getByRole('link', { name: 'Open the report (PDF)' }).getAttribute('href')).toBe(
      '/api/visits/5/report.pdf',
    );
  });

  it('keeps a photo that did not upload, with Retry', async () => {
    renderVisit(
      visitOf({
        items: [item(11, 'Outside', 'Roof and gutters', { answer: 'issue', note: 'Leak', severity: 'note' })],
      }),
    );
    const roof = itemCard('Roof and gutters');
    fireEvent.change(roof.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'leak.jpg', { type: 'image/jpeg' })] },
    });
    act(() => FakeXhr.all[0]?.respond(503, { message: 'Please try again in a moment' }));
    expect(await within(roof).findByText(/Not uploaded: leak.jpg/)).toBeTruthy();
    fireEvent.click(within(roof).getByRole('button', { name: 'Retry' }));
    expect(FakeXhr.all).toHaveLength(2);
    act(() => FakeXhr.all[1]?.respond(201, { id: 91, url: '/p', thumbnailUrl: '/p/thumb', width: 10, height: 10 }));
    await waitFor(() => expect(within(roof).getByRole('img', { name: 'Photo 1 of Roof and gutters' })).toBeTruthy());
    expect(within(roof).queryByText(/Not uploaded/)).toBeNull();
  });

  it('keeps a photo not yet uploaded on the device, and sends it when the page opens again', async () => {
    const issue = visitOf({
      items: [item(11, 'Outside', 'Roof and gutters', { answer: 'issue', note: 'Leak', severity: 'note' })],
    });
    const first = renderVisit(issue);
    fireEvent.change(itemCard('Roof and gutters').querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'leak.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(keptPhotos.size).toBe(1));
    // The tab closes mid-upload.
    first.unmount();
    expect(keptPhotos.size).toBe(1);

    FakeXhr.all = [];
    renderVisit(issue);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]?.url).toBe('/api/admin/visits/5/items/11/photos');
    expect(within(itemCard('Roof and gutters')).getByText('leak.jpg: uploading 0%')).toBeTruthy();
    act(() => FakeXhr.all[0]?.respond(201, { id: 92, url: '/p', thumbnailUrl: '/p/thumb', width: 10, height: 10 }));
    await waitFor(() => expect(keptPhotos.size).toBe(0));
    expect(within(itemCard('Roof and gutters')).getByRole('img', { name: 'Photo 1 of Roof and gutters' })).toBeTruthy();
  });

  it('keeps answers made without a signal, and sends them when back online or when the page opens again', async () => {
    let online = false;
    const server = answer;
    answer = (call) => {
      if (call.method === 'PUT' && !online) throw new TypeError('Failed to fetch');
      return server(call);
    };
    const first = renderVisit(visit);
    const roof = itemCard('Roof and gutters');
    fireEvent.click(within(roof).getByRole('button', { name: 'N/A' }));
    await waitFor(() => expect(within(roof).getByRole('status').textContent).toBe('Not saved yet — will retry'));
    expect(JSON.parse(window.localStorage.getItem('ta-visit-answers:5') ?? '{}')).toEqual({
      userId: USER_ID,
      items: { 11: { answer: 'na', note: '', severity: null } },
    });
    expect(screen.getByText('1 answer is not saved yet.')).toBeTruthy();

    // The tab is closed before the signal comes back: the answer stays on the device.
    first.unmount();
    expect(window.localStorage.getItem('ta-visit-answers:5')).toContain('"na"');

    // The page opens again (a fresh cache, the server without the answer), now with a signal.
    online = true;
    const sentBefore = puts().length;
    renderVisit(visit);
    await waitFor(() => expect(puts().length).toBe(sentBefore + 1));
    expect(puts().at(-1)).toEqual({
      method: 'PUT',
      url: '/api/admin/visits/5/items/11',
      body: { answer: 'na', note: null, severity: null },
    });
    const reopened = itemCard('Roof and gutters');
    expect(within(reopened).getByRole('button', { name: 'N/A' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(reopened).getByRole('status').textContent).toBe('Saved'));
    expect(window.localStorage.getItem('ta-visit-answers:5')).toBeNull();

    // Offline again, then the "online" event sends what waited.
    online = false;
    fireEvent.click(within(itemCard('Water heater')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(itemCard('Water heater')).getByRole('status').textContent).toBe('Not saved yet — will retry'),
    );
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(itemCard('Water heater')).getByRole('status').textContent).toBe('Saved'));
    expect(window.localStorage.getItem('ta-visit-answers:5')).toBeNull();
  });

  it("never sends another account's kept answers", async () => {
    window.localStorage.setItem(
      'ta-visit-answers:5',
      JSON.stringify({ userId: 99, items: { 11: { answer: 'ok', note: '', severity: null } } }),
    );
    renderVisit(visit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toEqual([]);
    expect(within(itemCard('Roof and gutters')).getByRole('button', { name: 'OK' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows the access notes only on press, and keeps nothing of them once hidden', async () => {
    const { queryClient } = renderVisit(visit);
    expect(calls.some((call) => call.url.endsWith('/access-notes'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show access notes' }));
    expect(await screen.findByText('Lockbox 4321, alarm 9876')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide access notes' }));
    expect(screen.queryByText('Lockbox 4321, alarm 9876')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.visitAccessNotes(5))).toBeUndefined());
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Lockbox');
  });

  it('starts a planned visit: no checklist until time in', async () => {
    const planned = visitOf({ state: 'planned', startedAt: null, items: [], date: businessToday() });
    answer = (call) =>
      call.url.endsWith('/start')
        ? { status: 200, body: { ...visit, state: 'in-progress' } }
        : { status: 404, body: {} };
    renderVisit(planned);
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start visit (time in)' }));
    expect(await screen.findByRole('heading', { name: 'Roof and gutters' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/admin/visits/5/start');
    expect(calls.find((call) => call.url.endsWith('/start'))?.body).toEqual({ moveToToday: false });
  });

  it('asks before starting a visit planned for another day, and moves it only on yes', async () => {
    const today = businessToday();
    const tomorrow = addDaysToDate(today, 1);
    const planned = visitOf({ state: 'planned', startedAt: null, items: [], date: tomorrow });
    answer = (call) =>
      call.url.endsWith('/start')
        ? { status: 200, body: { ...visit, state: 'in-progress', date: today } }
        : { status: 404, body: {} };
    renderVisit(planned);
    const day = (date: string) => formatDayHeading(date).replace(/, \d{4}$/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Start visit (time in)' }));
    const question = `This visit is planned for ${day(tomorrow)}. Start it today, ${day(today)}, and move it?`;
    expect(screen.getByText(question)).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/start'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: `No, keep it on ${day(tomorrow)}` }));
    expect(screen.queryByText(question)).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/start'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Start visit (time in)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start it today' }));
    expect(await screen.findByRole('heading', { name: 'Roof and gutters' })).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/start'))?.body).toEqual({ moveToToday: true });
  });
});
