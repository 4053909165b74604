import { isCalendarDate, type AdminContact, type ServiceType, type SessionUser } from '@ta/shared';

/** Used when the chosen service has no duration (SPEC §9: standard packages have a 3-hour minimum). */
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

export interface SchedulePrefill {
  values: ScheduleFormValues;
  /** The requested day, when it has already gone by (the date is then left for staff to choose). */
  pastPreferredDate: string | null;
}

/**
 * The Schedule form prefilled from the request (DECISIONS.md): its preferred date (unless it has
 * passed in New York, `today`), time and location; its service; the end time from the service's
 * duration; the assignee as the attending staff member.
 */
export function schedulePrefill(
  contact: AdminContact,
  services: readonly ServiceType[],
  today: string,
): SchedulePrefill {
  const service = serviceForRequest(contact, services);
  const date = contact.preferredDate?.trim() ?? '';
  const usableDate = isCalendarDate(date) && date >= today ? date : '';
  const rawTime = contact.preferredTime?.trim() ?? '';
  const startTime = minutesOf(rawTime) === null ? '' : rawTime.slice(0, 5);
  return {
    values: {
      serviceTypeId: service ? String(service.id) : '',
      appointmentDate: usableDate,
      startTime,
      endTime: defaultEndTime(startTime, service?.duration),
      location: contact.location?.trim() ?? '',
      notes: '',
      status: 'scheduled',
      staffId: contact.assignedToId === null ? '' : String(contact.assignedToId),
    },
    pastPreferredDate: isCalendarDate(date) && date < today ? date : null,
  };
}

export interface StaffChoice {
  value: string;
  label: string;
}

/** Who can be named as attending: nobody yet, the signed-in staff member, and the request's assignee. */
export function staffChoices(user: SessionUser, contact: AdminContact): StaffChoice[] {
  const me = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const choices: StaffChoice[] = [
    { value: '', label: 'No one yet' },
    { value: String(user.id), label: `Me (${me})` },
  ];
  if (contact.assignedToId !== null && contact.assignedToId !== user.id) {
    choices.push({ value: String(contact.assignedToId), label: contact.assignedToName ?? 'The assigned staff member' });
  }
  return choices;
}
