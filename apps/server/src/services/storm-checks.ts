import {
  defaultBusiness,
  isRealBusinessTime,
  openingHoursSentence,
  parseZipList,
  propertyName,
  SKIPPED_TIME_MESSAGE,
  STORM_MESSAGES,
  type StormBoard,
  type StormValues,
} from '@ta/shared';
import { mailIntl } from '../i18n/mail-intl.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import type { StormArea, StormProperty } from '../repositories/storms-repository.js';
import type { UserRecord } from '../repositories/users-repository.js';
import { stormChecksCreated } from './activity-events.js';
import { describeAppointmentTime } from './appointment-time.js';
import { greeting, renderEmail } from './email-templates.js';
import type { ServiceContext } from './service-context.js';

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

export async function stormBoard(ctx: Pick<ServiceContext, 'repos'>, id: number): Promise<StormBoard> {
  const now = new Date();
  const storm = await ctx.repos.storms.find(id, now);
  if (!storm) throw notFound(STORM_MESSAGES.notFound);
  return { ...storm, visits: await ctx.repos.visits.summaries({ stormId: id }, now) };
}

/**
 * Makes the storm and its checks, all or nothing: each property's check goes to the staff member
 * of its active plan, or else to `values.staffId` (which must be active staff). Then each owner
 * gets one e-mail in their language listing their properties' checks. Returns the board.
 */
export async function createStormChecks(
  ctx: ServiceContext,
  values: StormValues,
  actor: UserRecord,
): Promise<StormBoard> {
  const zips = values.areaKind === 'zips' ? values.zips : '';
  const area: StormArea = { areaKind: values.areaKind, counties: values.counties, zips, date: values.date };
  const properties = await ctx.repos.storms.propertiesInArea(area);
  if (properties.length === 0) throw badRequest(STORM_MESSAGES.noProperties);

  const chosen = await ctx.repos.staff.findActive(values.staffId);
  if (!chosen) throw badRequest(STORM_MESSAGES.staffRequired, { staffId: STORM_MESSAGES.staffRequired });
  if (!isRealBusinessTime(values.date, values.startTime)) {
    throw badRequest(SKIPPED_TIME_MESSAGE, { startTime: SKIPPED_TIME_MESSAGE });
  }
  const endTime = timePlusMinutes(values.startTime, await ctx.repos.storms.checkMinutes());
  if (endTime === undefined || !isRealBusinessTime(values.date, endTime)) {
    throw badRequest(STORM_MESSAGES.endsAfterMidnight, { startTime: STORM_MESSAGES.endsAfterMidnight });
  }

  const storm = {
    name: values.name,
    phase: values.phase,
    areaKind: values.areaKind,
    areaDescription: describeArea({ ...values, zips: parseZipList(zips) }),
    date: values.date,
    createdById: actor.id,
  };
  const id = await ctx.repos.storms.createWithChecks(
    storm,
    properties.map((p) => ({
      propertyId: p.id,
      staffId: p.planStaffId ?? chosen.id,
      date: values.date,
      startTime: values.startTime,
      endTime,
    })),
  );
  await ctx.repos.events.record(stormChecksCreated(actor, { id, ...storm }, properties.length));
  await tellOwners(ctx, { ...storm, startTime: values.startTime, endTime }, properties);
  return stormBoard(ctx, id);
}

interface PlannedChecks {
  name: string;
  phase: StormValues['phase'];
  date: string;
  startTime: string;
  endTime: string;
}

/** One notice per owner, naming each of their properties; never access notes or staff details. */
async function tellOwners(ctx: ServiceContext, checks: PlannedChecks, properties: readonly StormProperty[]) {
  const byOwner = new Map<number, StormProperty[]>();
  for (const property of properties) {
    byOwner.set(property.clientId, [...(byOwner.get(property.clientId) ?? []), property]);
  }
  for (const owned of byOwner.values()) {
    const [owner] = owned;
    if (!owner) continue;
    const language = owner.ownerLanguage;
    const intl = mailIntl(language);
    const phase = checks.phase === 'pre-storm' ? 'pre' : 'post';
    const when = describeAppointmentTime(
      { appointmentDate: checks.date, startTime: checks.startTime, endTime: checks.endTime },
      language,
    );
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: intl.t('storm.heading', { phase }),
      paragraphs: [
        greeting(owner.ownerFirstName, language),
        intl.t('storm.intro', { phase, storm: checks.name, count: owned.length }),
        ...owned.map((p) => intl.t('storm.check', { phase, property: propertyName(p), when })),
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
