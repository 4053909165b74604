import {
  AVAILABILITY_MESSAGES,
  bookingSettingsAnswerSchema,
  bookingSettingsSchema,
  businessToday,
  holidayInputSchema,
  holidaySchema,
  holidaysSchema,
  isCalendarDate,
  openingHoursInputSchema,
  openingHoursSchema,
  serviceRulesListSchema,
  serviceRulesPatchSchema,
  serviceRulesSchema,
  staffAvailabilitySchema,
  staffCountiesInputSchema,
  staffHoursInputSchema,
  staffServicesInputSchema,
  timeOffInputSchema,
  type StaffAvailability,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import * as activity from '../appointment-events.js';

const M = AVAILABILITY_MESSAGES;
const idParams = z.object({ id: z.string().max(20) });

/**
 * The availability screens' calls (docs/booking.md, "Availability screens"): admins only, by the
 * folder's guard. The business's opening hours, holidays and change cut-off; each service's booking
 * rules; each active staff or admin account's hours, time off, services and counties. Lists edited
 * as a whole are replaced whole (decision 043). Every change is recorded in the activity feed.
 */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.availability;

  app.get('/admin/availability/opening-hours', { schema: { response: { 200: openingHoursSchema } } }, async () =>
    repo.openingHours(),
  );

  app.put(
    '/admin/availability/opening-hours',
    { schema: { body: openingHoursInputSchema, response: { 200: openingHoursSchema } } },
    async (request) => {
      await repo.replaceOpeningHours(request.body);
      await app.repos.events.record(
        activity.businessAvailabilityChanged(currentUser(request), { kind: 'opening-hours' }),
      );
      return repo.openingHours();
    },
  );

  // Holidays from today on: past ones no longer change any time offered.
  app.get('/admin/availability/holidays', { schema: { response: { 200: holidaysSchema } } }, async () =>
    repo.holidaysFrom(businessToday()),
  );

  app.post(
    '/admin/availability/holidays',
    { schema: { body: holidayInputSchema, response: { 201: holidaySchema } } },
    async (request, reply) => {
      if (!(await repo.addHoliday(request.body))) throw conflict('holiday_exists', { day: M.holidayExists });
      await app.repos.events.record(
        activity.businessAvailabilityChanged(currentUser(request), { kind: 'holiday-added', ...request.body }),
      );
      return reply.code(201).send(request.body);
    },
  );

  app.delete(
    '/admin/availability/holidays/:day',
    { schema: { params: z.object({ day: z.string().max(20) }) } },
    async (request, reply) => {
      const day = request.params.day;
      const holiday = isCalendarDate(day) ? await repo.holiday(day) : undefined;
      if (!holiday || !(await repo.removeHoliday(holiday.day))) throw notFound('holiday_not_found');
      await app.repos.events.record(
        activity.businessAvailabilityChanged(currentUser(request), { kind: 'holiday-removed', ...holiday }),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/availability/booking-settings',
    { schema: { response: { 200: bookingSettingsAnswerSchema } } },
    async () => ({ changeCutoffHours: await app.repos.booking.changeCutoffHours() }),
  );

  app.put(
    '/admin/availability/booking-settings',
    { schema: { body: bookingSettingsSchema, response: { 200: bookingSettingsAnswerSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const hours = request.body.changeCutoffHours;
      const before = await app.repos.booking.changeCutoffHours();
      await app.repos.booking.setChangeCutoffHours(hours, actor.id);
      if (before !== hours) {
        await app.repos.events.record(activity.businessAvailabilityChanged(actor, { kind: 'cutoff', hours }));
      }
      return { changeCutoffHours: hours };
    },
  );

  app.get('/admin/availability/services', { schema: { response: { 200: serviceRulesListSchema } } }, async () =>
    repo.serviceRules(),
  );

  app.patch(
    '/admin/availability/services/:id',
    { schema: { params: idParams, body: serviceRulesPatchSchema, response: { 200: serviceRulesSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'service_not_found');
      if (!(await repo.updateServiceRules(id, request.body))) throw notFound('service_not_found');
      const service = await repo.serviceRule(id);
      if (!service) throw notFound('service_not_found');
      await app.repos.events.record(activity.serviceRulesChanged(currentUser(request), service));
      return service;
    },
  );

  // A staff member's availability: only active staff and admin accounts have one (404 otherwise).
  async function staffMember(raw: string): Promise<StaffAvailability['staff']> {
    const member = await repo.staffMember(routeIdOr404(raw, 'staff_not_found'));
    if (!member) throw notFound('staff_not_found');
    return member;
  }
  const availabilityOf = (member: StaffAvailability['staff']) => repo.staffAvailability(member, businessToday());
  const recordStaffChange = (
    request: Parameters<typeof currentUser>[0],
    member: StaffAvailability['staff'],
    change: Parameters<typeof activity.staffAvailabilityChanged>[2],
  ) => app.repos.events.record(activity.staffAvailabilityChanged(currentUser(request), member, change));

  app.get(
    '/admin/staff/:id/availability',
    { schema: { params: idParams, response: { 200: staffAvailabilitySchema } } },
    async (request) => availabilityOf(await staffMember(request.params.id)),
  );

  app.put(
    '/admin/staff/:id/availability/hours',
    { schema: { params: idParams, body: staffHoursInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) => {
      const member = await staffMember(request.params.id);
      await repo.replaceStaffHours(member.id, request.body);
      await recordStaffChange(request, member, { kind: 'hours' });
      return availabilityOf(member);
    },
  );

  app.put(
    '/admin/staff/:id/availability/services',
    { schema: { params: idParams, body: staffServicesInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) => {
      const member = await staffMember(request.params.id);
      const wanted = request.body.serviceIds;
      const existing = await repo.existingServiceIds(wanted);
      if (existing.length !== wanted.length) throw badRequest('services_not_listed', { serviceIds: M.serviceInvalid });
      await repo.replaceStaffServices(member.id, wanted);
      await recordStaffChange(request, member, { kind: 'services' });
      return availabilityOf(member);
    },
  );

  app.put(
    '/admin/staff/:id/availability/counties',
    { schema: { params: idParams, body: staffCountiesInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) => {
      const member = await staffMember(request.params.id);
      await repo.replaceStaffCounties(member.id, request.body.counties);
      await recordStaffChange(request, member, { kind: 'counties' });
      return availabilityOf(member);
    },
  );

  app.post(
    '/admin/staff/:id/availability/time-off',
    { schema: { params: idParams, body: timeOffInputSchema, response: { 201: staffAvailabilitySchema } } },
    async (request, reply) => {
      const member = await staffMember(request.params.id);
      await repo.addTimeOff(member.id, request.body);
      await recordStaffChange(request, member, { kind: 'time-off-added', ...request.body });
      return reply.code(201).send(await availabilityOf(member));
    },
  );

  app.delete(
    '/admin/staff/:id/availability/time-off/:timeOffId',
    { schema: { params: idParams.extend({ timeOffId: z.string().max(20) }) } },
    async (request, reply) => {
      const member = await staffMember(request.params.id);
      const timeOff = await repo.timeOff(member.id, routeIdOr404(request.params.timeOffId, 'time_off_not_found'));
      if (!timeOff || !(await repo.removeTimeOff(member.id, timeOff.id))) throw notFound('time_off_not_found');
      await recordStaffChange(request, member, { kind: 'time-off-removed', ...timeOff });
      return reply.code(204).send();
    },
  );
};

export default availabilityRoutes;
