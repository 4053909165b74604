import { coercedRowIdField, isCalendarDate } from './bounds.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * Home-watch visits: plans that make them, the check on site, and the report the owner reads
 * (docs/home-watch.md). A visit is an appointment of the property-check service with a checklist.
 */

export const PROPERTY_CHECK_SERVICE = 'Seasonal Property Management';

export const VISIT_FREQUENCIES = ['weekly', 'every-two-weeks', 'monthly'] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];

/** A routine visit from a plan or added by hand, or one of a storm's checks. */
export const VISIT_KINDS = ['routine', 'pre-storm', 'post-storm'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const ITEM_ANSWERS = ['ok', 'issue', 'na'] as const;
export type ItemAnswer = (typeof ITEM_ANSWERS)[number];

/** How serious an issue is, mildest first. */
export const FINDING_SEVERITIES = ['note', 'attention', 'urgent'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/**
 * How serious an issue is, in the words every surface uses (the staff screen here; the client's
 * pages, e-mails and PDFs in their catalogues, in English and Spanish, with the same words).
 */
export const FINDING_SEVERITY_WORDS: Record<FindingSeverity, string> = {
  note: 'For your information',
  attention: 'Needs attention',
  urgent: 'Urgent',
};

/** The visit's overall result, mildest first. */
export const VISIT_RESULTS = ['all-clear', 'issues', 'urgent'] as const;
export type VisitResult = (typeof VISIT_RESULTS)[number];
export const visitResultSchema = z.enum(VISIT_RESULTS);

/** Where a visit stands; "overdue" is a planned visit not started by its end time. */
export const VISIT_STATES = ['planned', 'overdue', 'in-progress', 'finished', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** What the owner decided about an issue. */
export const FINDING_DECISIONS = ['repair', 'no-action'] as const;
export type FindingDecision = (typeof FINDING_DECISIONS)[number];

export const VISIT_MESSAGES = {
  frequencyRequired: 'Please choose how often',
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  timeInvalid: FIELD_MESSAGES.timeInvalid,
  staffRequired: FIELD_MESSAGES.staffRequired,
  endBeforeStart: 'The last day must be on or after the first day',
  noDates: "Please enter the plan's first and last day, or the owner's away dates",
  answerRequired: 'Please choose OK, Issue or N/A',
  issueNoteRequired: 'Please describe the issue',
  severityRequired: 'Please choose how serious the issue is',
  resultRequired: 'Please choose the overall result',
  notFound: 'Visit not found',
  notYours: 'This visit is assigned to someone else',
  notStarted: 'Please start the visit first',
  alreadyStarted: 'This visit has already started',
  alreadyFinished: 'This visit is finished and its report was sent',
  cancelled: 'This visit was cancelled',
  unanswered: 'Please answer every item before finishing',
  issueNeedsPhoto: 'Every issue needs at least one photo',
  resultTooMild: 'The overall result cannot be milder than the findings',
  findingNotFound: 'Finding not found',
  decisionTaken: 'A decision was already made about this finding',
  notAnIssue: 'Only an issue can be sent for repair',
} as const;
const M = VISIT_MESSAGES;

const dateSchema = z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid);
const optionalDate = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isCalendarDate(v), M.dateInvalid);
const timeSchema = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);
const staffIdSchema = z.coerce
  .number({ error: M.staffRequired })
  .int(M.staffRequired)
  .positive(M.staffRequired)
  .max(2_147_483_647, M.staffRequired);
const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);

/**
 * A visit plan: visits every week, two weeks or month from `startsOn` to `endsOn` (blank: the
 * owner's away dates), at `startTime` for the service's duration, given to `staffId`.
 */
export const visitPlanInputSchema = z
  .object({
    frequency: z.enum(VISIT_FREQUENCIES, { error: M.frequencyRequired }),
    startsOn: optionalDate,
    endsOn: optionalDate,
    startTime: timeSchema,
    staffId: staffIdSchema,
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn, { message: M.endBeforeStart, path: ['endsOn'] });
export type VisitPlanInput = z.input<typeof visitPlanInputSchema>;
export type VisitPlanValues = z.output<typeof visitPlanInputSchema>;

export const visitPlanSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  frequency: z.enum(VISIT_FREQUENCIES),
  startsOn: z.string(),
  endsOn: z.string(),
  startTime: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** Visits of the plan still to come. */
  upcomingVisits: z.number().int(),
  createdAt: z.string(),
});
export type VisitPlan = z.infer<typeof visitPlanSchema>;

/** One visit in a list: today's visits, a property's history, a storm's board. */
export const visitSummarySchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  /** Street, city and ZIP on one line. */
  address: z.string(),
  county: z.string(),
  clientName: z.string(),
  kind: z.enum(VISIT_KINDS),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  state: z.enum(VISIT_STATES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  result: visitResultSchema.nullable(),
  answeredItems: z.number().int(),
  totalItems: z.number().int(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

export const findingPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type FindingPhoto = z.infer<typeof findingPhotoSchema>;

/** One checklist item of a visit, with its answer once given. */
export const visitItemSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  label: z.string(),
  /** The Spanish of the section and the label, copied from the checklist; null: none written. */
  sectionEs: z.string().nullable(),
  labelEs: z.string().nullable(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  note: z.string().nullable(),
  severity: z.enum(FINDING_SEVERITIES).nullable(),
  photos: z.array(findingPhotoSchema),
  decision: z.enum(FINDING_DECISIONS).nullable(),
  /** The repair request made from this finding: its tracking code (owner) or id (back office). */
  /** The repair request made from it; its tracking code is the owner's alone (null for a trusted contact). */
  repairRequest: z.object({ id: z.number().int(), trackingToken: z.string().nullable() }).nullable(),
});
export type VisitItem = z.infer<typeof visitItemSchema>;

/** A visit as the staff member doing it sees it (the access notes come from their own call). */
export const staffVisitSchema = visitSummarySchema.extend({
  summary: z.string().nullable(),
  items: z.array(visitItemSchema),
  /** The caller is assigned to this visit and the property has access notes on file. */
  accessNotesAvailable: z.boolean(),
  alarmCompany: z.string().nullable(),
  emergencyContacts: z.string().nullable(),
  clientPhone: z.string().nullable(),
});
export type StaffVisit = z.infer<typeof staffVisitSchema>;

/** GET …/access-notes: the text, for the assigned staff member only. */
export const accessNotesSchema = z.object({ accessNotes: z.string() });

/** Answering one item; an issue needs a note and a severity (and, before finishing, a photo). */
export const itemAnswerSchema = z
  .object({
    answer: z.enum(ITEM_ANSWERS, { error: M.answerRequired }),
    note: text(2000)
      .nullable()
      .optional()
      .transform((v) => v || null),
    severity: z
      .enum(FINDING_SEVERITIES, { error: M.severityRequired })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.answer !== 'issue' || v.note !== null, { message: M.issueNoteRequired, path: ['note'] })
  .refine((v) => v.answer !== 'issue' || v.severity !== null, { message: M.severityRequired, path: ['severity'] })
  .transform((v) => (v.answer === 'issue' ? v : { ...v, severity: null }));
export type ItemAnswerInput = z.input<typeof itemAnswerSchema>;
export type ItemAnswerValues = z.output<typeof itemAnswerSchema>;

export const finishVisitSchema = z.object({
  result: z.enum(VISIT_RESULTS, { error: M.resultRequired }),
  summary: text(2000)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type FinishVisitInput = z.input<typeof finishVisitSchema>;

/** The mildest overall result the findings allow: any urgent issue makes the visit urgent. */
export function mildestResult(items: readonly { answer: ItemAnswer | null; severity: FindingSeverity | null }[]) {
  const issues = items.filter((i) => i.answer === 'issue');
  if (issues.some((i) => i.severity === 'urgent')) return 'urgent' as const;
  return issues.length > 0 ? ('issues' as const) : ('all-clear' as const);
}

/** True when `result` is at least as serious as the findings. */
export function resultCovers(result: VisitResult, mildest: VisitResult): boolean {
  return VISIT_RESULTS.indexOf(result) >= VISIT_RESULTS.indexOf(mildest);
}

/**
 * An item that asks for a reading ("Indoor humidity at or below 60% (write the reading in a note)"):
 * its label names a reading, or asks to write something in a note. Answered OK, it needs the note.
 */
export function asksForReading(label: string): boolean {
  return /\breading\b|\bwrite\b[^()]{0,40}\bin a note\b/i.test(label);
}

/** A finding's title is at most this long; a longer note is cut on a word, and given whole below it. */
export const FINDING_TITLE_LENGTH = 100;

/**
 * What a finding's title says: what was found (the staff member's note: its first line, cut on a
 * word when long), never the checklist's "all is well" wording, which is shown as the item checked.
 * `shortened` says the title is not the whole note, so the note is shown in full as well.
 */
export function findingTitle(item: { label: string; note: string | null }): { title: string; shortened: boolean } {
  const note = item.note?.trim() ?? '';
  if (note === '') return { title: item.label, shortened: false };
  const firstLine = note.split(/\r?\n/)[0]?.trim() ?? '';
  if (firstLine.length <= FINDING_TITLE_LENGTH) return { title: firstLine, shortened: firstLine !== note };
  const cut = firstLine.slice(0, FINDING_TITLE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return { title: `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`, shortened: true };
}

/** Photos of one checklist item: sent one per request, at most this many on an item. */
export const MAX_PHOTOS_PER_ITEM = 12;

/** Messages of doing a visit on site, besides VISIT_MESSAGES. */
export const VISIT_RUN_MESSAGES = {
  itemNotFound: 'Checklist item not found',
  photoNotFound: 'Photo not found',
  noAccessNotes: 'No access notes are on file for this house',
  noPhoto: 'Please choose a photo',
  onePhoto: 'Please send one photo at a time',
  tooManyPhotos: `An item can have at most ${MAX_PHOTOS_PER_ITEM} photos`,
  readingRequired: 'This item asks for a reading: please write it in the note',
  plannedAnotherDay:
    'This visit is planned for another day. Start it today only if you move it to today, so its report gives the day the house was checked.',
} as const;

/**
 * POST …/start: time in. A visit planned for another day than today (in the business's time zone)
 * starts only with `moveToToday`, which moves its appointment to today: a report always gives the
 * day the house was really checked.
 */
export const startVisitSchema = z
  .object({ moveToToday: z.boolean({ error: 'Please answer yes or no' }).optional() })
  .nullish()
  .transform((v) => ({ moveToToday: v?.moveToToday ?? false }));
export type StartVisitInput = z.input<typeof startVisitSchema>;

/**
 * GET /api/admin/visits: one day's visits (the business's today when no date is given). A staff
 * member always gets their own; an admin gets everyone's, or one staff member's with `staffId`.
 */
export const visitListQuerySchema = z.object({
  date: dateSchema.optional(),
  staffId: staffIdSchema.optional(),
});
export type VisitListQuery = z.input<typeof visitListQuerySchema>;

/** The report as the owner (and the office) reads it. */
export const visitReportSchema = z.object({
  visit: z.object({
    id: z.number().int(),
    kind: z.enum(VISIT_KINDS),
    date: z.string(),
    /** The staff member's first name only. */
    staffFirstName: z.string().nullable(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    result: visitResultSchema.nullable(),
    summary: z.string().nullable(),
  }),
  property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  items: z.array(visitItemSchema),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/** The owner's page of a visit's report, in the client area (the report e-mail links to it). */
export function clientVisitReportPath(visitId: number): string {
  return `/reports/${visitId}`;
}

/** The owner's decision about an issue: ask for the repair (a request to the office) or leave it. */
export const findingDecisionSchema = z.object({
  decision: z.enum(FINDING_DECISIONS, { error: 'Please choose what should happen' }),
  note: text(1000)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type FindingDecisionInput = z.input<typeof findingDecisionSchema>;

/**
 * The report page's answer to a finding without JavaScript (page form `finding-decision`): which finding,
 * and the pressed button's decision with the note.
 */
export const findingDecisionFormSchema = findingDecisionSchema.extend({
  itemId: coercedRowIdField('This finding is no longer on the report.'),
});

/** A visit added by hand (outside a plan): one day, one time, one staff member. */
export const singleVisitInputSchema = z.object({
  date: dateSchema,
  startTime: timeSchema,
  staffId: staffIdSchema,
});
export type SingleVisitInput = z.input<typeof singleVisitInputSchema>;
