import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Repositories } from '../plugins/app/repositories.js';
import type { Mailer } from './mailer.js';
import type { PhotoStorage } from './photo-storage.js';
import type { StaffRecipientsContext } from './staff-recipients.js';

/**
 * What the services that change things need: the repositories, the mailer, the site's address for
 * links in e-mails, the office's addresses (who hears of new work: staff-recipients.ts) and the
 * photo storage.
 */
export interface ServiceContext {
  repos: Repositories;
  mailer: Mailer;
  publicUrl: string;
  officeEmails: readonly string[];
  /** Photo bytes (a visit report's thumbnails go into its e-mail and PDF). */
  photoStorage: PhotoStorage;
}

/** The context route handlers pass to the services. */
export function serviceContext(app: FastifyInstance, config: AppConfig): ServiceContext {
  return {
    repos: app.repos,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    officeEmails: config.officeEmails,
    photoStorage: app.photoStorage,
  };
}

/** Who hears of new work, for staff-recipients.ts. */
export function recipientsContext(ctx: ServiceContext): StaffRecipientsContext {
  return { staff: ctx.repos.staff, officeEmails: ctx.officeEmails };
}
