import {
  bookingSettingsAnswerSchema,
  bookingSettingsSchema,
  holidayInputSchema,
  holidaySchema,
  holidaysSchema,
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
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, idSegment, parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import * as availability from '../availability-settings.js';
import { serviceContext } from '../../service-context.js';

const staffId = (raw: string) => routeIdOr404(raw, 'staff_not_found');

/**
 * The availability screens' calls (docs/booking.md, "Availability screens"): admins only, by the
 * folder's guard. The business's opening hours, holidays and change cut-off; each service's booking
 * rules; each active staff or admin account's hours, time off, services and counties
 * (domains/appointments/availability-settings.ts).
 */
const availabilityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/admin/availability/opening-hours', { schema: { response: { 200: openingHoursSchema } } }, async () =>
    availability.openingHours(ctx),
  );

  app.put(
    '/admin/availability/opening-hours',
    { schema: { body: openingHoursInputSchema, response: { 200: openingHoursSchema } } },
    async (request) => availability.replaceOpeningHours(ctx, currentUser(request), request.body),
  );

  app.get('/admin/availability/holidays', { schema: { response: { 200: holidaysSchema } } }, async () =>
    availability.upcomingHolidays(ctx),
  );

  app.post(
    '/admin/availability/holidays',
    { schema: { body: holidayInputSchema, response: { 201: holidaySchema } } },
    async (request, reply) => {
      await availability.addHoliday(ctx, currentUser(request), request.body);
      return reply.code(201).send(request.body);
    },
  );

  app.delete(
    '/admin/availability/holidays/:day',
    { schema: { params: z.object({ day: z.string().max(20) }) } },
    async (request, reply) => {
      await availability.removeHoliday(ctx, currentUser(request), request.params.day);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/availability/booking-settings',
    { schema: { response: { 200: bookingSettingsAnswerSchema } } },
    async () => availability.bookingSettings(ctx),
  );

  app.put(
    '/admin/availability/booking-settings',
    { schema: { body: bookingSettingsSchema, response: { 200: bookingSettingsAnswerSchema } } },
    async (request) => availability.setBookingSettings(ctx, currentUser(request), request.body),
  );

  app.get('/admin/availability/services', { schema: { response: { 200: serviceRulesListSchema } } }, async () =>
    availability.serviceRules(ctx),
  );

  app.patch(
    '/admin/availability/services/:id',
    { schema: { params: idParams, body: serviceRulesPatchSchema, response: { 200: serviceRulesSchema } } },
    async (request) =>
      availability.updateServiceRules(
        ctx,
        currentUser(request),
        routeIdOr404(request.params.id, 'service_not_found'),
        request.body,
      ),
  );

  app.get(
    '/admin/staff/:id/availability',
    { schema: { params: idParams, response: { 200: staffAvailabilitySchema } } },
    async (request) => availability.staffAvailability(ctx, staffId(request.params.id)),
  );

  app.put(
    '/admin/staff/:id/availability/hours',
    { schema: { params: idParams, body: staffHoursInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) =>
      availability.replaceStaffHours(ctx, currentUser(request), staffId(request.params.id), request.body),
  );

  app.put(
    '/admin/staff/:id/availability/services',
    { schema: { params: idParams, body: staffServicesInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) =>
      availability.replaceStaffServices(ctx, currentUser(request), staffId(request.params.id), request.body.serviceIds),
  );

  app.put(
    '/admin/staff/:id/availability/counties',
    { schema: { params: idParams, body: staffCountiesInputSchema, response: { 200: staffAvailabilitySchema } } },
    async (request) =>
      availability.replaceStaffCounties(ctx, currentUser(request), staffId(request.params.id), request.body.counties),
  );

  app.post(
    '/admin/staff/:id/availability/time-off',
    { schema: { params: idParams, body: timeOffInputSchema, response: { 201: staffAvailabilitySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await availability.addTimeOff(ctx, currentUser(request), staffId(request.params.id), request.body)),
  );

  app.delete(
    '/admin/staff/:id/availability/time-off/:timeOffId',
    { schema: { params: idParams.extend({ timeOffId: idSegment }) } },
    async (request, reply) => {
      const { id, timeOffId } = request.params;
      await availability.removeTimeOff(ctx, currentUser(request), staffId(id), parseRouteId(timeOffId));
      return reply.code(204).send();
    },
  );
};

export default availabilityRoutes;
