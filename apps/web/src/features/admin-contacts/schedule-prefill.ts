import { isCalendarDate, type AdminContact, type ServiceType } from '@ta/shared';

/** Used when the chosen service has no duration (standard packages have a 3-hour minimum). */
export const DEFAULT_DURATION_MINUTES = 180;
const LAST_MINUTE = 23 * 60 + 59;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** The Schedule form as it is typed: every field is text (selects included). */
export interface ScheduleFormValues {
  serviceTypeId: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  location: string;
  notes: string;
  status: string;
  staffId: string;
  /** Ticked to book outside opening hours (decision 023). */
  outsideHoursConfirmed: boolean;
}

function minutesOf(time: string): number | null {
  const match = TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The end time a start time suggests: start plus the service's duration (3 hours when unknown),
 * kept on the same day (an appointment cannot run past midnight). Blank when the start is not a time.
 */
export function defaultEndTime(startTime: string, durationMinutes?: number | null): string {
  const start = minutesOf(startTime);
  if (start === null) return '';
  const duration = durationMinutes && durationMinutes > 0 ? durationMinutes : DEFAULT_DURATION_MINUTES;
  return hhmm(Math.min(start + duration, LAST_MINUTE));
}

/** The service the request names: its service type id, else a service whose name matches its service text. */
export function serviceForRequest(contact: AdminContact, services: readonly ServiceType[]): ServiceType | undefined {
  const byId = services.find((s) => s.id === contact.serviceTypeId);
  if (byId) return byId;
  const wanted = contact.serviceInterest.trim().toLowerCase();
  return services.find((s) => s.name.toLowerCase() === wanted);
}

/** The landing request form's "3 hours", "5 hours" as minutes; nothing for "More than 5 hours" or "Not sure". */
export function requestedMinutes(estimatedDuration: string | null): number | null {
  const match = /^(\d{1,2}) hours?$/.exec(estimatedDuration?.trim() ?? '');
  return match ? Number(match[1]) * 60 : null;
}

/** What Schedule filled in from the request, in words for the note above the form. */
export type PrefilledField = 'service' | 'date' | 'start time' | 'length' | 'place' | 'staff member';

export interface SchedulePrefill {
  values: ScheduleFormValues;
  /** The requested day, when it has already gone by (the date is then left for staff to choose). */
  pastPreferredDate: string | null;
  /** Which fields came from the request; empty when none did (the form then says so, not "filled in"). */
  filled: PrefilledField[];
  /** The length the requester asked for (landing request form), which the end time follows; null when none. */
  requestedMinutes: number | null;
}

/**
 * The Schedule form prefilled from the request: its preferred date (unless it has
 * passed in New York, `today`), time and location, from the appointment page or the landing request form; its
 * service; the end time from the length the requester asked for, else the service's duration; the
 * assignee as the attending staff member while they are active staff (`activeStaffIds`).
 */
export function schedulePrefill(
  contact: AdminContact,
  services: readonly ServiceType[],
  today: string,
  activeStaffIds?: readonly number[],
): SchedulePrefill {
  const service = serviceForRequest(contact, services);
  const date = contact.preferredDate?.trim() ?? '';
  const usableDate = isCalendarDate(date) && date >= today ? date : '';
  const rawTime = contact.preferredTime?.trim() ?? '';
  const startTime = minutesOf(rawTime) === null ? '' : rawTime.slice(0, 5);
  const location = contact.location?.trim() ?? '';
  const asked = requestedMinutes(contact.estimatedDuration);
  const assignee = contact.assignedToId;
  const staffId = assignee !== null && (!activeStaffIds || activeStaffIds.includes(assignee)) ? String(assignee) : '';
  const filled: PrefilledField[] = [];
  if (service) filled.push('service');
  if (usableDate) filled.push('date');
  if (startTime) filled.push('start time');
  if (startTime && asked) filled.push('length');
  if (location) filled.push('place');
  if (staffId) filled.push('staff member');
  return {
    values: {
      serviceTypeId: service ? String(service.id) : '',
      appointmentDate: usableDate,
      startTime,
      endTime: defaultEndTime(startTime, asked ?? service?.duration),
      location,
      notes: '',
      status: 'scheduled',
      staffId,
      outsideHoursConfirmed: false,
    },
    pastPreferredDate: isCalendarDate(date) && date < today ? date : null,
    filled,
    requestedMinutes: asked,
  };
}

const FIELD_WORDS: Record<PrefilledField, string> = {
  service: 'the service',
  date: 'the date',
  'start time': 'the start time',
  length: 'the length they asked for',
  place: 'the place',
  'staff member': 'the assigned staff member',
};

/** "Filled in from the request: the date and the place." Only what really was; null when nothing. */
export function prefillNote(filled: readonly PrefilledField[]): string | null {
  if (filled.length === 0) return null;
  const words = filled.map((field) => FIELD_WORDS[field]);
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `Filled in from the request: ${list}.`;
}
