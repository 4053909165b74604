import {
  defaultBusiness,
  isRealBusinessTime,
  PROPERTY_CHECK_SERVICE,
  toMinutes,
  openingHoursSentence,
  parseZipList,
  propertyName,
  SKIPPED_TIME_MESSAGE,
  STORM_MESSAGES,
  type Storm,
  type StormBoard,
  type StormValues,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { NewStormCheck, StormArea, StormProperty } from './storms-repository.js';
import type { UserRecord } from '../accounts/index.js';
import { stormChecksCreated } from './home-watch-events.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { loadOpenDays, type OpenDays } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Storm mode (docs/home-watch.md): one pre-storm or post-storm check for every property in an
 * area, made in one step, and one notice to each owner that their checks are planned. The report of
 * each check goes to the owner when it is finished, like any visit's.
 */

/** The area in words for the list and the board: "Pasco, Pinellas", "ZIP 34652, 34653", "Owners away". */
export function describeArea(values: Pick<StormValues, 'areaKind' | 'counties'> & { zips: string[] }): string {
  if (values.areaKind === 'counties') return values.counties.join(', ');
  if (values.areaKind === 'zips') return `ZIP ${values.zips.join(', ')}`;
  return 'Owners away';
}

/** "14:30" plus 60 minutes → "15:30"; undefined when it would pass midnight. */
export function timePlusMinutes(time: string, minutes: number): string | undefined {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  if (total >= 24 * 60) return undefined;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The travel gap between two checks when the property-check service is gone (a new service's buffers). */
const DEFAULT_GAP_MINUTES = 30;

const clockOf = (minutes: number) => timePlusMinutes('00:00', minutes) ?? '23:59';

/** A staff member's round: their properties town by town (ZIP, then town, then the oldest first). */
const byRound = (a: StormProperty, b: StormProperty) =>
  a.zip.localeCompare(b.zip) || a.city.localeCompare(b.city) || a.id - b.id;

export interface Round {
  /** The chosen day and start time of the first check. */
  date: string;
  startTime: string;
  /** How long a check takes, and the travel gap between two. */
  minutes: number;
  gap: number;
}

/**
 * Each staff member's checks one after another (docs/home-watch.md, "Storm mode"): the first at the
 * chosen time, each next one after the check before it and the travel gap, town by town. A check that
 * would end after the business closes goes to the next open day, from its opening time. The chosen
 * time itself is the admin's call, even outside opening hours (a storm does not wait for Monday): the
 * first check of the day is always kept there.
 */
export function staggerChecks(
  properties: readonly StormProperty[],
  fallbackStaffId: number,
  round: Round,
  open: OpenDays,
): NewStormCheck[] {
  const byStaff = new Map<number, StormProperty[]>();
  for (const p of properties) {
    const staffId = p.planStaffId ?? fallbackStaffId;
    byStaff.set(staffId, [...(byStaff.get(staffId) ?? []), p]);
  }
  const checks: NewStormCheck[] = [];
  for (const [staffId, theirs] of byStaff) {
    let date = round.date;
    let start = toMinutes(round.startTime);
    const firstEnd = start + round.minutes;
    const closes = (day: string) => Math.max(open.hours(day)?.closes ?? 0, day === round.date ? firstEnd : 0);
    for (const property of [...theirs].sort(byRound)) {
      if (start + round.minutes > closes(date) || start + round.minutes >= 24 * 60) {
        const next = open.nextOpen(date);
        const hours = next === undefined ? null : open.hours(next);
        if (next === undefined || hours === null) throw badRequest('storm_no_open_day');
        date = next;
        start = hours.opens;
      }
      checks.push({
        propertyId: property.id,
        staffId,
        date,
        startTime: clockOf(start),
        endTime: clockOf(start + round.minutes),
      });
      start += round.minutes + round.gap;
    }
  }
  return checks;
}

export async function stormBoard(ctx: ServiceContext, id: number): Promise<StormBoard> {
  const now = new Date();
  const storm = await ctx.repos.storms.find(id, now);
  if (!storm) throw notFound('storm_not_found');
  return { ...storm, visits: await ctx.repos.visits.summaries({ stormId: id }, now) };
}

/**
 * Makes the storm and its checks, with its event and the owners' e-mails, all or nothing: each property's check goes to the staff member
 * of its active plan, or else to `values.staffId` (which must be active staff), each staff
 * member's one after another (`staggerChecks`). Then each owner gets one e-mail in their language
 * listing their properties' checks, each with its own time. Returns the board.
 */
export async function createStormChecks(
  ctx: ServiceContext,
  values: StormValues,
  actor: UserRecord,
): Promise<StormBoard> {
  const zips = values.areaKind === 'zips' ? values.zips : '';
  const area: StormArea = { areaKind: values.areaKind, counties: values.counties, zips, date: values.date };
  const properties = await ctx.repos.storms.propertiesInArea(area);
  if (properties.length === 0) throw badRequest('storm_no_properties');

  const chosen = await ctx.repos.staff.findActive(values.staffId);
  if (!chosen) throw badRequest('staff_required', { staffId: STORM_MESSAGES.staffRequired });
  if (!isRealBusinessTime(values.date, values.startTime)) {
    throw badRequest('skipped_time', { startTime: SKIPPED_TIME_MESSAGE });
  }
  const minutes = await ctx.repos.storms.checkMinutes();
  const endTime = timePlusMinutes(values.startTime, minutes);
  if (endTime === undefined || !isRealBusinessTime(values.date, endTime)) {
    throw badRequest('storm_ends_after_midnight', { startTime: STORM_MESSAGES.endsAfterMidnight });
  }

  const storm = {
    name: values.name,
    phase: values.phase,
    areaKind: values.areaKind,
    areaDescription: describeArea({ ...values, zips: parseZipList(zips) }),
    date: values.date,
    createdById: actor.id,
  };
  const service = await ctx.repos.serviceTypes.findByName(PROPERTY_CHECK_SERVICE);
  const rules = service ? await ctx.repos.availability.serviceRule(service.id) : undefined;
  const gap = rules ? Math.max(rules.bufferBefore, rules.bufferAfter) : DEFAULT_GAP_MINUTES;
  const open = await loadOpenDays(ctx, values.date);
  const checks = staggerChecks(
    properties,
    chosen.id,
    { date: values.date, startTime: values.startTime, minutes, gap },
    open,
  );
  const id = await ctx.inTransaction(async (tx) => {
    const made = await tx.repos.storms.createWithChecks(storm, checks);
    await tx.repos.events.record(stormChecksCreated(actor, { id: made, ...storm }, properties.length));
    await tellOwners(tx, storm, properties, checks);
    return made;
  });
  return stormBoard(ctx, id);
}

/**
 * One notice per owner, naming each of their properties with its own check's day and time; never
 * access notes or staff details.
 */
async function tellOwners(
  ctx: ServiceContext,
  storm: Pick<StormValues, 'name' | 'phase'>,
  properties: readonly StormProperty[],
  checks: readonly NewStormCheck[],
) {
  const checkOf = new Map(checks.map((c) => [c.propertyId, c]));
  const byOwner = new Map<number, StormProperty[]>();
  for (const property of properties) {
    byOwner.set(property.clientId, [...(byOwner.get(property.clientId) ?? []), property]);
  }
  for (const owned of byOwner.values()) {
    const [owner] = owned;
    if (!owner) continue;
    const language = owner.ownerLanguage;
    const intl = mailIntl(language);
    const phase = storm.phase === 'pre-storm' ? 'pre' : 'post';
    const when = (p: StormProperty) => {
      const check = checkOf.get(p.id);
      if (!check) return '';
      return describeAppointmentTime(
        { appointmentDate: check.date, startTime: check.startTime, endTime: check.endTime },
        language,
      );
    };
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: intl.t('storm.heading', { phase }),
      paragraphs: [
        greeting(owner.ownerFirstName, language),
        intl.t('storm.intro', { phase, storm: storm.name, count: owned.length }),
        ...owned.map((p) => intl.t('storm.check', { phase, property: propertyName(p), when: when(p) })),
        intl.t('storm.report'),
        intl.t('storm.questions', { phone: defaultBusiness.phoneDisplay, hours: openingHoursSentence(intl.language) }),
      ],
      action: { label: intl.t('appointment.action.see'), url: intl.link(ctx.publicUrl, '/appointments') },
      footer: intl.t('storm.footer'),
      language,
    });
    await ctx.mailer.send({
      to: owner.ownerEmail,
      subject: intl.t('storm.subject', { phase, count: owned.length }),
      text,
      html,
      kind: 'storm-check-planned',
    });
  }
}

/** The storms, with their counts. */
export async function stormList(ctx: ServiceContext): Promise<Storm[]> {
  return ctx.repos.storms.list();
}
