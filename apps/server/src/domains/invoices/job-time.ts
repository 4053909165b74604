import {
  formatCents,
  isAdminRole,
  isBackOfficeRole,
  jobItemsTotalCents,
  workedMinutes,
  workTimeInstants,
  type JobItemFields,
  type JobTime,
  type WorkTimes,
} from '@ta/shared';
import { conflict, forbidden, foundOr404, notFound } from '../../lib/http-errors.js';
import type { JobTimeAppointment } from './job-time-repository.js';
import type { UserRecord } from '../accounts/index.js';
import { isPhotoKey, newPhotoKey, type PhotoVariant, type PreparedPhoto } from '../photos/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './invoice-events.js';

/**
 * Time on the job (docs/job-time.md): who may change it, and the answer every route gives. Any staff
 * member reads it; the staff member assigned to the appointment, or an admin, writes it.
 */

export function mayWriteJobTime(appointment: Pick<JobTimeAppointment, 'staffId'>, user: UserRecord): boolean {
  return isAdminRole(user.role) || (isBackOfficeRole(user.role) && appointment.staffId === user.id);
}

/** The appointment, or 404. */
async function jobAppointment(repos: Repositories, id: number): Promise<JobTimeAppointment> {
  return foundOr404(await repos.jobTime.appointment(id), 'appointment_not_found');
}

/** The appointment, if `user` may change its time on the job (else 403). */
async function writableJobAppointment(repos: Repositories, id: number, user: UserRecord): Promise<JobTimeAppointment> {
  const appointment = await jobAppointment(repos, id);
  if (!mayWriteJobTime(appointment, user)) throw forbidden('job_not_yours');
  return appointment;
}

/** The answer of every route: the times, the visit's own steps, the items and their total. */
async function jobTimeView(repos: Repositories, appointmentId: number, user: UserRecord): Promise<JobTime> {
  const appointment = await repos.jobTime.appointment(appointmentId);
  if (!appointment) throw notFound('appointment_not_found');
  const items = await repos.jobTime.items(appointmentId);
  return {
    appointmentId: appointment.id,
    appointmentDate: appointment.appointmentDate,
    workStartedAt: appointment.workStartedAt,
    workEndedAt: appointment.workEndedAt,
    workTimeByName: appointment.workTimeByName,
    workedMinutes: workedMinutes(appointment.workStartedAt, appointment.workEndedAt),
    arrivedAt: appointment.arrivedAt,
    doneAt: appointment.doneAt,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      description: item.description,
      amountCents: item.amountCents,
      hasReceipt: item.receiptStorageKey !== null,
      addedByName: item.addedByName,
      createdAt: item.createdAt,
    })),
    itemsTotalCents: jobItemsTotalCents(items),
    invoiced: await repos.jobTime.isInvoiced(appointmentId),
    canWrite: mayWriteJobTime(appointment, user),
  };
}

/** The visit's time on the job, as `user` reads it. */
export async function jobTime(ctx: ServiceContext, user: UserRecord, appointmentId: number): Promise<JobTime> {
  const appointment = await jobAppointment(ctx.repos, appointmentId);
  return jobTimeView(ctx.repos, appointment.id, user);
}

/**
 * A change to the time on the job, while no invoice stands for the visit: stored with its activity
 * event, or neither.
 */
async function changeJobTime(
  ctx: ServiceContext,
  user: UserRecord,
  appointmentId: number,
  change: (tx: ServiceContext, appointment: JobTimeAppointment) => Promise<void>,
): Promise<JobTime> {
  return ctx.inTransaction(async (tx) => {
    const appointment = await writableJobAppointment(tx.repos, appointmentId, user);
    if (await tx.repos.jobTime.isInvoiced(appointment.id)) throw conflict('already_invoiced');
    await change(tx, appointment);
    return jobTimeView(tx.repos, appointment.id, user);
  });
}

/** Start work, tapped on the phone: now. A second start is 409 (the first one stands). */
export async function startWork(ctx: ServiceContext, user: UserRecord, appointmentId: number): Promise<JobTime> {
  return changeJobTime(ctx, user, appointmentId, async (tx, appointment) => {
    if (!(await tx.repos.jobTime.start(appointment.id, user.id, new Date()))) throw conflict('job_already_started');
    await tx.repos.events.record(activity.workTapped(user, appointment, 'started'));
  });
}

/** Finish work: now. Before Start work, or a second time, 409. */
export async function finishWork(ctx: ServiceContext, user: UserRecord, appointmentId: number): Promise<JobTime> {
  return changeJobTime(ctx, user, appointmentId, async (tx, appointment) => {
    if (!(await tx.repos.jobTime.finish(appointment.id, user.id, new Date()))) {
      const now = await tx.repos.jobTime.appointment(appointment.id);
      throw conflict(now?.workEndedAt ? 'job_already_finished' : 'job_not_started');
    }
    await tx.repos.events.record(activity.workTapped(user, appointment, 'finished'));
  });
}

/** The office types (or corrects) the start and end, in New York time. */
export async function setWorkTimes(
  ctx: ServiceContext,
  user: UserRecord,
  appointmentId: number,
  times: WorkTimes,
): Promise<JobTime> {
  return changeJobTime(ctx, user, appointmentId, async (tx, appointment) => {
    await tx.repos.jobTime.setTimes(appointment.id, user.id, workTimeInstants(times), new Date());
    await tx.repos.events.record(activity.workTimesChanged(user, appointment, times));
  });
}

/**
 * Refuses, before the form's bytes are read, an item `user` may not add: someone else's visit (403), or
 * one already invoiced (409).
 */
export async function checkJobItemsOpen(ctx: ServiceContext, user: UserRecord, appointmentId: number): Promise<void> {
  const appointment = await writableJobAppointment(ctx.repos, appointmentId, user);
  if (await ctx.repos.jobTime.isInvoiced(appointment.id)) throw conflict('job_items_invoiced');
}

/**
 * An item bought for the job, with its receipt photo when there is one: the photo's bytes are stored
 * first (and removed again if the item cannot be), then the item with its activity event.
 */
export async function addJobItem(
  ctx: ServiceContext,
  user: UserRecord,
  appointmentId: number,
  fields: JobItemFields,
  photo: PreparedPhoto | undefined,
): Promise<JobTime> {
  const key = photo ? newPhotoKey() : null;
  try {
    if (photo && key) {
      await ctx.photoStorage.put(key, 'full', photo.full, photo.contentType);
      await ctx.photoStorage.put(key, 'thumb', photo.thumb, photo.contentType);
    }
    return await ctx.inTransaction(async (tx) => {
      const appointment = await writableJobAppointment(tx.repos, appointmentId, user);
      if (await tx.repos.jobTime.isInvoiced(appointment.id)) throw conflict('job_items_invoiced');
      await tx.repos.jobTime.addItem({
        appointmentId: appointment.id,
        kind: fields.kind,
        description: fields.description,
        amountCents: fields.amount,
        receiptStorageKey: key,
        addedById: user.id,
      });
      const item = { description: fields.description, amount: formatCents(fields.amount), receipt: key !== null };
      await tx.repos.events.record(activity.jobItemChanged(user, appointment, item, 'added'));
      return jobTimeView(tx.repos, appointment.id, user);
    });
  } catch (err) {
    if (key) await ctx.photoStorage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * Removes an item (its row with its activity event, then its receipt's bytes) while no invoice stands
 * for the visit. Bytes that cannot be removed are left for an operator (`onLeftBytes` tells of it): the
 * row is gone, so nothing links to them any more.
 */
export async function removeJobItem(
  ctx: ServiceContext,
  user: UserRecord,
  appointmentId: number,
  itemId: number | undefined,
  onLeftBytes: (err: unknown) => void,
): Promise<JobTime> {
  const { view, receiptKey } = await ctx.inTransaction(async (tx) => {
    const appointment = await writableJobAppointment(tx.repos, appointmentId, user);
    const removed = itemId === undefined ? undefined : await tx.repos.jobTime.deleteItem(appointment.id, itemId);
    if (removed === 'invoiced') throw conflict('job_item_invoiced');
    if (!removed) throw notFound('job_item_not_found');
    const item = { description: removed.description, amount: formatCents(removed.amountCents), receipt: false };
    await tx.repos.events.record(activity.jobItemChanged(user, appointment, item, 'removed'));
    return { view: await jobTimeView(tx.repos, appointment.id, user), receiptKey: removed.receiptStorageKey };
  });
  if (receiptKey) await ctx.photoStorage.delete(receiptKey).catch(onLeftBytes);
  return view;
}

/** An item's receipt photo, for the back office only. */
export async function jobItemReceipt(
  ctx: ServiceContext,
  appointmentId: number,
  itemId: number | undefined,
  variant: PhotoVariant,
) {
  const appointment = await jobAppointment(ctx.repos, appointmentId);
  const key = itemId === undefined ? undefined : await ctx.repos.jobTime.receiptKey(appointment.id, itemId);
  const photo = key && isPhotoKey(key) ? await ctx.photoStorage.get(key, variant) : undefined;
  if (!photo) throw notFound('receipt_not_found');
  return photo;
}
