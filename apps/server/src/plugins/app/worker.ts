import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { serviceContext, type JobContext } from '../../domains/service-context.js';
import { sendDueReminders } from '../../domains/appointments/appointment-reminders.js';
import { LATE_ALERT_INTERVAL_MS, sendLateAlerts } from '../../domains/appointments/visit-late-alerts.js';
import { deliverVisitReport } from '../../domains/home-watch/visit-report-delivery.js';
import { emailInvoice } from '../../domains/invoices/invoice-emails.js';
import { runPaymentReconciliation } from '../../domains/payments/payment-reconciliation.js';
import { AUTOPAY_INTERVAL_SECONDS, chargeDueAutopay } from '../../domains/payments/autopay.js';
import { runPlanSweep } from '../../domains/plans/index.js';
import { writeNewsletterBatch, type NewsletterBatch } from '../../domains/newsletter/index.js';
import type { AnyJobKind, JobKind } from '../../jobs/job-queue.js';
import type { JobKindName } from '../../jobs/job-kinds.js';
import { emailDeliveryKind } from '../../mail/email-delivery.js';
import { smsDeliveryKind, STATUS_WEBHOOK_PATH } from '../../domains/sms/texting.js';
import { createSmtpTransport } from '../../mail/smtp-transport.js';

/**
 * A scheduled sweep: its kind, how often one runs across all instances, and what its log says when it
 * did something (with how many things it did).
 */
interface Sweep {
  kind: JobKindName;
  everySeconds: number;
  run: (ctx: JobContext) => Promise<number>;
  sent: string;
}

/**
 * Twice a day: pg-boss keeps one job a period only for periods up to its archive interval (12 hours);
 * the run does nothing on a New York day already compared, so the comparison is made once a day.
 */
const HALF_DAY_SECONDS = 12 * 60 * 60;

function sweepKind(ctx: JobContext, sweep: Sweep): JobKind<object> {
  return {
    name: sweep.kind,
    async run() {
      const done = await sweep.run(ctx);
      if (done) ctx.logger.info({ count: done }, sweep.sent);
      ctx.logger.debug({ job: sweep.kind }, 'scheduled job finished');
    },
  };
}

/**
 * The worker role (docs/jobs.md): runs the queue's jobs on this instance unless WORKER=false, and adds
 * each scheduled sweep once a period (JOBS; off in tests unless asked for): every instance adds it, the
 * queue keeps one a period, and one worker runs it. On close it stops taking jobs and lets the running
 * ones finish within the shutdown time, handing back the rest.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const log = app.log.child({ part: 'worker' });
    const ctx: JobContext = { ...serviceContext(app, config), logger: log };
    const sweeps: Sweep[] = [
      {
        kind: 'reminders',
        everySeconds: config.jobsIntervalSeconds,
        run: async (c) => (await sendDueReminders(c)).length,
        sent: 'appointment reminders sent',
      },
      {
        kind: 'late-alerts',
        everySeconds: LATE_ALERT_INTERVAL_MS / 1000,
        run: async (c) => (await sendLateAlerts(c)).length,
        sent: 'late-visit alerts sent',
      },
      // With card payments on, once a day: card payments compared with Stripe's (docs/payments-reconciliation.md).
      {
        kind: 'payments-reconcile',
        everySeconds: HALF_DAY_SECONDS,
        run: async (c) => (await runPaymentReconciliation(c))?.differences.length ?? 0,
        sent: 'card payments differ from Stripe',
      },
      {
        kind: 'autopay',
        everySeconds: AUTOPAY_INTERVAL_SECONDS,
        run: async (c) => (await chargeDueAutopay(c)).length,
        sent: 'autopay charges tried',
      },
      // Standing visits: the days that came within their service's booking window, and last month's
      // bills of those billed by the month (docs/service-plans.md).
      {
        kind: 'plan-visits',
        everySeconds: HALF_DAY_SECONDS,
        run: (c) => runPlanSweep(c),
        sent: 'standing visits booked and billed',
      },
    ];
    // Without card payments set up there is nothing to charge or compare: autopay and the comparison
    // with Stripe are not scheduled (their kinds are still worked, so a sweep left in the queue from
    // before runs, and does nothing).
    const needStripe = new Set(['autopay', 'payments-reconcile']);
    const scheduled = sweeps.filter((sweep) => !needStripe.has(sweep.kind) || app.stripe !== null);
    const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined;
    const kinds: AnyJobKind[] = [
      ...(transport
        ? [emailDeliveryKind({ db: app.db, transport, from: config.mailFrom, secretBox: app.secretBox, log })]
        : []),
      {
        name: 'visit-report',
        run: ({ payload }: { payload: { visitId: number } }) => deliverVisitReport(ctx, payload.visitId),
      },
      {
        name: 'newsletter',
        run: async ({ payload }: { payload: NewsletterBatch }) => {
          await writeNewsletterBatch(ctx, payload);
        },
      },
      {
        name: 'invoice-email',
        run: ({ id, payload }: { id: string; payload: { invoiceId: number } }) =>
          emailInvoice(ctx, payload.invoiceId, `invoice-email:${id}`),
      },
      // Worked even without Twilio's settings: a text left queued from before is ended, in words.
      smsDeliveryKind(ctx, `${config.publicUrl}${STATUS_WEBHOOK_PATH}`),
      ...sweeps.map((sweep) => sweepKind(ctx, sweep)),
    ];
    const timers: NodeJS.Timeout[] = [];
    const addSweep = (sweep: Sweep) =>
      app.jobs
        .add(app.db, sweep.kind, {}, { oncePerSeconds: sweep.everySeconds })
        .then((id) => id && app.jobs.wake(sweep.kind))
        .catch((err: unknown) => log.error({ err, job: sweep.kind }, 'could not add a scheduled job'));

    app.addHook('onReady', async () => {
      if (config.worker) await app.jobs.work(kinds);
      if (!config.jobs) return;
      for (const sweep of scheduled) {
        void addSweep(sweep);
        const timer = setInterval(() => void addSweep(sweep), sweep.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      // Half the shutdown time for the runs: the rest is for handing back what still runs and closing.
      await app.jobs.stop(config.shutdownTimeoutSeconds * 500);
      transport?.close();
    });
  },
  {
    name: 'worker',
    dependencies: ['job-queue', 'repositories', 'mailer', 'secret-box', 'photo-storage', 'stripe', 'texts'],
  },
);
