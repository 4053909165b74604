import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_CALLBACK_LIMIT,
  DASHBOARD_CHART_DAYS,
  dashboardSchema,
  type Dashboard,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lateVisitsForDashboard } from '../../appointments/index.js';

/**
 * GET /api/admin/dashboard: the open callbacks (calls to return, first), home-watch visits overdue,
 * today's visits not started 30 minutes after their start (docs/visit-status.md), the four count cards, requests per New York day for the chart, the
 * latest recorded events and What's New, all from real data.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', { schema: { response: { 200: dashboardSchema } } }, async (): Promise<Dashboard> => {
    const now = new Date();
    const [callbacks, overdueVisits, lateVisits, counts, requestsByDay, latestActivity, whatsNew] = await Promise.all([
      app.repos.contactRequests.openCallbacks(DASHBOARD_CALLBACK_LIMIT),
      app.repos.visits.overdue(now),
      lateVisitsForDashboard(app.repos, now),
      app.repos.contactRequests.countsForStaff(undefined),
      app.repos.dashboard.requestsByDay(DASHBOARD_CHART_DAYS, now),
      app.repos.dashboard.latestActivity(DASHBOARD_ACTIVITY_LIMIT),
      app.repos.dashboard.whatsNew(now),
    ]);
    return {
      callbacks,
      overdueVisits,
      lateVisits,
      counts: { total: counts.total, new: counts.new, inProgress: counts.inProgress, completed: counts.completed },
      requestsByDay,
      latestActivity,
      whatsNew,
    };
  });
};

export default dashboardRoutes;
