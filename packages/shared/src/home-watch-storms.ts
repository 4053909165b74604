import { coercedRowIdField } from './bounds.js';
import { isCalendarDate } from './bounds.js';
import { countySchema, ZIP_PATTERN } from './home-watch-properties.js';
import { visitSummarySchema } from './home-watch-visits.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * Storm mode: before and after a storm, checks for every property in an area made in one step
 * and followed on one board (docs/home-watch.md).
 */

export const STORM_PHASES = ['pre-storm', 'post-storm'] as const;
export type StormPhase = (typeof STORM_PHASES)[number];

/** Which properties: those in some counties, in some ZIP codes, or every one whose owner is away. */
export const STORM_AREA_KINDS = ['counties', 'zips', 'away'] as const;
export type StormAreaKind = (typeof STORM_AREA_KINDS)[number];

export const STORM_MESSAGES = {
  nameRequired: 'Please name the storm',
  phaseRequired: 'Please choose pre-storm or post-storm',
  areaRequired: 'Please choose the area',
  countiesRequired: 'Please choose at least one county',
  zipsInvalid: 'Please enter 5-digit ZIP codes separated by commas',
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  timeInvalid: FIELD_MESSAGES.timeInvalid,
  staffRequired: FIELD_MESSAGES.staffRequired,
  noProperties: 'No properties are in this area',
  endsAfterMidnight: 'The checks would end after midnight: please choose an earlier time',
  notFound: 'Storm not found',
  noOpenDay:
    'The business has no open day in the coming year to put the remaining checks on: please check the opening hours',
} as const;
const M = STORM_MESSAGES;

/** "34652, 34653 34654" → ['34652', '34653', '34654']; duplicates dropped. */
export function parseZipList(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).filter(Boolean))];
}

export const stormInputSchema = z
  .object({
    name: z.string().trim().min(1, M.nameRequired).max(100, 'Please keep this under 100 characters'),
    phase: z.enum(STORM_PHASES, { error: M.phaseRequired }),
    areaKind: z.enum(STORM_AREA_KINDS, { error: M.areaRequired }),
    counties: z.array(countySchema).max(67).optional().default([]),
    /** ZIP codes as typed: separated by commas or spaces. */
    zips: z.string().trim().max(1000, M.zipsInvalid).optional().default(''),
    date: z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid),
    startTime: z
      .string({ error: M.timeInvalid })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid),
    /** Who does the checks of properties without a plan (a plan's staff member does their own). */
    staffId: coercedRowIdField(M.staffRequired),
  })
  .refine((v) => v.areaKind !== 'counties' || v.counties.length > 0, {
    message: M.countiesRequired,
    path: ['counties'],
  })
  .refine(
    (v) =>
      v.areaKind !== 'zips' ||
      (parseZipList(v.zips).length > 0 && parseZipList(v.zips).every((z) => ZIP_PATTERN.test(z))),
    {
      message: M.zipsInvalid,
      path: ['zips'],
    },
  );
export type StormInput = z.input<typeof stormInputSchema>;
export type StormValues = z.output<typeof stormInputSchema>;

export const stormSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phase: z.enum(STORM_PHASES),
  /** The area in words: "Pasco, Pinellas", "ZIP 34652, 34653", "Owners away". */
  areaDescription: z.string(),
  date: z.string(),
  createdAt: z.string(),
  counts: z.object({
    total: z.number().int(),
    planned: z.number().int(),
    inProgress: z.number().int(),
    finished: z.number().int(),
    urgent: z.number().int(),
  }),
});
export type Storm = z.infer<typeof stormSchema>;

/** The storm board: the storm and every one of its checks. */
export const stormBoardSchema = stormSchema.extend({ visits: z.array(visitSummarySchema) });
export type StormBoard = z.infer<typeof stormBoardSchema>;
