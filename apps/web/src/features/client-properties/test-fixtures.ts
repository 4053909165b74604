import type { PropertySummary, VisitItem, VisitReport, VisitSummary } from '@ta/shared';

/** A property as GET /api/properties lists it, with findings waiting and a report. */
export function summaryFixture(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id: 7,
    clientId: 2,
    label: 'The beach condo',
    addressLine: '12 Gulf Shore Drive',
    city: 'Naples',
    zip: '34102',
    county: 'Collier',
    awayFrom: '2026-05-01',
    awayUntil: '2026-10-31',
    alarmCompany: null,
    emergencyContacts: null,
    preferredVendors: null,
    accessNotesOnFile: true,
    createdAt: '2026-04-01T12:00:00.000Z',
    updatedAt: null,
    clientName: 'Jane Doe',
    nextVisit: { visitId: 31, date: '2026-06-09', startTime: '10:00' },
    lastReport: { visitId: 30, finishedAt: '2026-06-02T15:40:00.000Z', result: 'issues' },
    findingsAwaitingDecision: 2,
    ...overrides,
  };
}

export function itemFixture(overrides: Partial<VisitItem> = {}): VisitItem {
  return {
    id: 1,
    section: 'Inside',
    label: 'Water heater',
    sectionEs: null,
    labelEs: null,
    answer: 'ok',
    note: null,
    severity: null,
    photos: [],
    decision: null,
    repairRequest: null,
    ...overrides,
  };
}

/** A finding's photo as the report lists it, served under its key; landscape unless told. */
function photoFixture(id: number, key: string, size = { width: 800, height: 600 }): VisitItem['photos'][number] {
  return { id, url: `/api/visit-photos/${key}`, thumbnailUrl: `/api/visit-photos/${key}/thumb`, ...size };
}

/** A finished visit's report: an OK item, a mild issue decided with a repair, an urgent one not yet decided. */
export function reportFixture(): VisitReport {
  return {
    visit: {
      id: 30,
      kind: 'routine',
      date: '2026-06-02',
      staffFirstName: 'Maria',
      startedAt: '2026-06-02T14:05:00.000Z',
      finishedAt: '2026-06-02T15:40:00.000Z',
      result: 'urgent',
      summary: 'The house was closed and dry except for the kitchen.',
    },
    property: { id: 7, name: 'The beach condo', address: '12 Gulf Shore Drive, Naples, FL 34102' },
    items: [
      itemFixture({ id: 1, section: 'Outside', label: 'Doors and windows locked', answer: 'ok' }),
      itemFixture({
        id: 2,
        section: 'Outside',
        label: 'Pool screen',
        answer: 'issue',
        note: 'A small tear near the door.',
        severity: 'note',
        photos: [photoFixture(5, 'abc')],
        decision: 'repair',
        repairRequest: { id: 44, trackingToken: 'TA-7KQ2-MX9P' },
      }),
      itemFixture({ id: 3, section: 'Inside', label: 'Thermostat', answer: 'na' }),
      itemFixture({
        id: 4,
        section: 'Inside',
        label: 'Under the kitchen sink',
        answer: 'issue',
        note: 'Water on the floor of the cabinet.',
        severity: 'urgent',
        photos: [photoFixture(6, 'def'), photoFixture(7, 'ghi', { width: 600, height: 800 })],
      }),
    ],
  };
}

/** A visit of the property on 2026-06-0{id}, as its history lists it. */
export function visitFixture(id: number, overrides: Partial<VisitSummary> = {}): VisitSummary {
  const finished = overrides.state === 'finished';
  return {
    id,
    appointmentId: id,
    propertyId: 7,
    propertyName: 'The beach condo',
    address: '12 Gulf Shore Drive, Naples, FL 34102',
    county: 'Collier',
    clientName: 'Jane Doe',
    kind: 'routine',
    date: `2026-06-0${id}`,
    startTime: '10:00',
    endTime: '11:00',
    staffId: 3,
    staffName: 'Maria Lopez',
    state: 'planned',
    startedAt: null,
    finishedAt: finished ? `2026-06-0${id}T15:00:00.000Z` : null,
    result: null,
    answeredItems: 0,
    totalItems: 10,
    ...overrides,
  };
}
