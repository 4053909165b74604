import type { FastifyInstance } from 'fastify';
import { serviceContext, type JobContext } from '../../src/domains/service-context.js';

/** The context a scheduled job's run gets in a test app: the site at localhost:3000, the office's addresses. */
export function jobContextOf(app: FastifyInstance, officeEmails: string[] = []): JobContext {
  return { ...serviceContext(app, { publicUrl: 'http://localhost:3000', officeEmails }), logger: app.log };
}
